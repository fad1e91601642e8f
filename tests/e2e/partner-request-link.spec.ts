import { expect, freshPhone, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleVisitor, SILENT } from "./console";
import { codeIn, providerCodeFromDemoSms, whenHydrated } from "./helpers";
import { demoMessage, requestByForms } from "./book-by-forms";

/**
 * A new request's message to the provider's owner carries a one-tap link (issue 28, items 2 and 8):
 * opened in a browser that never logged in to the console, at 360 px, JavaScript off and on, it
 * shows the request, and Accept sends the customer the code their page then shows. A changed link
 * opens nothing.
 *
 * On the silent server (no demo robot). JavaScript off plays provider 5, on plays provider 6
 * (owners 9000000005 and 9000000006), so the two projects never read each other's messages.
 */
const OWNERS = { off: { provider: 5, phone: "9000000005" }, on: { provider: 6, phone: "9000000006" } } as const;

test("the owner's new-request message links to the request, which Accept answers in one tap, without a console login; the customer's page shows the code", async ({ browser, jsEnabled }) => {
  test.setTimeout(120_000);
  const owner = OWNERS[jsEnabled ? "on" : "off"];
  const customer = await consoleVisitor(browser, jsEnabled);
  // The provider's first branch, as its page opens it.
  await customer.goto(`/Overview?provider_id=${owner.provider}`);
  const slots = (await (await customer.request.get(`${SILENT}/api/available-slots/?provider_id=${owner.provider}`)).json()) as { branch_id: number }[];
  const overview = `/Overview?provider_id=${owner.provider}&branch_id=${slots[0]!.branch_id}`;
  const since = new Date(Date.now() - 1000);
  const service = await requestByForms(customer, SILENT, overview, freshPhone(), { minPrice: 600 });

  const message = await demoMessage(customer, SILENT, owner.phone, "new-request", since);
  expect(message).toContain(service);
  const link = /(https?:\/\/\S+\/Partner\/Request\/\S+)$/.exec(message)?.[1];
  expect(link, message).toBeTruthy();
  const id = /#(\d+) /.exec(message)![1]!;

  // A fresh browser, never logged in to the console.
  const phone = await consoleVisitor(browser, jsEnabled);
  await phone.goto(new URL(link!).pathname);
  await expect(phone.getByRole("heading", { level: 1, name: `Request #${id} is waiting for your answer` })).toBeVisible();
  const card = phone.getByTestId("console-request");
  await expect(card).toContainText(service);
  await expect(card.getByTestId("seconds-left")).toHaveText(/^\d+ s$/);
  if (jsEnabled) await whenHydrated(phone);
  expect(await layoutProblems(phone)).toEqual([]);

  await card.getByRole("button", { name: `Accept request #${id}` }).click();
  const toast = phone.getByText(/^Request #\d+ accepted\. The customer has been sent the code \d{4}\.$/);
  await expect(toast).toBeVisible();
  const code = codeIn(await toast.innerText(), 4);
  await expect(phone.getByTestId("request-link-outcome")).toHaveText("This request was accepted. The customer has been sent the code.");
  expect(await layoutProblems(phone)).toEqual([]);

  if (!jsEnabled) await customer.reload();
  const sheet = customer.getByRole("dialog", { name: "Awaiting Confirmation" });
  await expect(sheet.getByText(/has accepted your booking/)).toBeVisible({ timeout: 15_000 });
  expect(await providerCodeFromDemoSms(sheet)).toBe(code);

  // A link changed by one character opens nothing.
  const path = new URL(link!).pathname;
  await phone.goto(`${path.slice(0, -1)}${path.endsWith("A") ? "B" : "A"}`);
  await expect(phone.getByTestId("request-link-refused")).toBeVisible();
  await expect(phone.getByRole("heading", { level: 1, name: "This link does not open a request" })).toBeVisible();
  await expect(phone.getByTestId("console-request")).toHaveCount(0);
  expect(await layoutProblems(phone)).toEqual([]);
});
