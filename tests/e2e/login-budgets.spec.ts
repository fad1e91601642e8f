import type { Browser, BrowserContext } from "@playwright/test";
import { expect, freshPhone, test, visitorAddress } from "./fixtures";
import { logInHere } from "./helpers";
import { E2E_RESEND_SECONDS } from "./servers/definitions";

/** The sixth server (tests/e2e/servers/definitions.ts): a service-wide cap of 4 code SMS an hour. */
const SMALL_CAP = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 5}`;
const PAUSED = "We cannot send codes right now. Please try again in a few minutes.";
/** One code per phone each E2E_RESEND_SECONDS on that server (the spec's 60 s elsewhere), and a second to spare. */
const RESEND_MS = (E2E_RESEND_SECONDS + 1) * 1000;

const browserAt = (browser: Browser, javaScriptEnabled: boolean) => browser.newContext({ baseURL: SMALL_CAP, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });

async function logIn(context: BrowserContext, phone: string, jsEnabled: boolean) {
  const page = await context.newPage();
  await page.goto("/Login");
  await logInHere(page, phone, jsEnabled);
  await expect(page.locator(`form[action="/actions/logout"]`).first()).toBeAttached();
  return page;
}

/**
 * One test covers both modes (a browser with JavaScript and one without), in one project only:
 * the cap it spends is the server's for the hour, so the other project could not log in first.
 */
test("browsers that logged in before still get a code and log in once others have spent the service-wide SMS cap; a fresh browser is refused", { tag: "@js-on" }, async ({ browser }) => {
  // Runs once, with a browser of each kind: the cap it spends lasts the hour.
  test.setTimeout(180_000);
  const returning = [
    { jsEnabled: false, phone: freshPhone(), context: await browserAt(browser, false) },
    { jsEnabled: true, phone: freshPhone(), context: await browserAt(browser, true) },
  ];
  for (const r of returning) {
    const page = await logIn(r.context, r.phone, r.jsEnabled);
    // Logging out keeps the device cookie: it means "logged in here before", not "logged in".
    await page
      .locator(`form[action="/actions/logout"]`)
      .first()
      .evaluate((f: HTMLFormElement) => f.requestSubmit());
    await expect(page.locator(`form[action="/actions/logout"]`)).toHaveCount(0);
    await page.close();
  }
  const loggedInAt = Date.now();
  // The device cookie is the browser's, and out of page scripts' reach.
  const [device] = (await returning[0]!.context.cookies()).filter((c) => c.name === "saaj_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 170 * 24 * 3600);

  // Others, each from their own address, spend what is left of the hour's cap.
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(10);
    const response = await fetch(`${SMALL_CAP}/api/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitorAddress() },
      body: JSON.stringify({ phone: freshPhone() }),
    });
    if (response.status === 429) {
      expect(((await response.json()) as { message: string }).message).toBe(PAUSED);
      break;
    }
    expect(response.status).toBe(200);
  }

  // A phone gets one code each resend interval, whoever asks: wait out the first logins' interval.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, loggedInAt + RESEND_MS - Date.now())));
  // The returning browsers still get their codes and log in, with JavaScript and without.
  for (const r of returning) await logIn(r.context, r.phone, r.jsEnabled);

  // A fresh browser, with or without JavaScript, is refused.
  for (const javaScriptEnabled of [false, true]) {
    const fresh = await browserAt(browser, javaScriptEnabled);
    const page = await fresh.newPage();
    await page.goto("/Login");
    await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText(PAUSED)).toBeVisible();
    await expect(page).not.toHaveURL(/step=code/);
    await fresh.close();
  }
  for (const r of returning) await r.context.close();
});
