import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, freshPhone, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone, SILENT } from "./console";
import { codeIn, whenHydrated } from "./helpers";
import { acceptAsProvider, demoMessage, enterCodeByForms, payAtVenueByForms, sendRequestByForms } from "./book-by-forms";

/**
 * Issue 28's "a staff member of another provider is refused on every console page and action", at
 * 360 px, JavaScript off and on. Provider 21 (off) / 22 (on) is "ours": its owner adds a staff member,
 * who logs in on a browser of their own. Provider 23 (off) / 24 (on) is "theirs": its owner logs in
 * too (to add a staff member of theirs and to read what they see), and the demo provider key reads
 * their appointments and hours. Every page of the console (read from app/routes.ts: a page without a
 * case here fails) is tried with their ids, in the address and in the page's own forms: a form is
 * edited in the page and submitted with its button, or posted as it would post with the ids swapped.
 * Each is refused in words (never a 5xx), shows nothing of theirs, and changes nothing of theirs.
 */
test.use({ actionTimeout: 15_000 });

const PROVIDERS = { off: { ours: 21, theirs: 23 }, on: { ours: 22, theirs: 24 } } as const;

/** The console's pages, as app/routes.ts names them. */
const CONSOLE_ROUTES = [...readFileSync("app/routes.ts", "utf8").matchAll(/route\("(Partner(?:\/[^"]*)?)"/g)].map((m) => `/${m[1]}`);
/** Pages with nothing of a provider's to name: why each needs no refusal case. */
const NOTHING_TO_REFUSE: Record<string, string> = {
  "/Partner/Login": "a phone number and its code, before there is a provider",
  "/Partner/Logout": "ends the caller's own login; it takes no id",
};
/** Pages with refusal cases below (the test fails when app/routes.ts and this list differ). */
const REFUSAL_CASES = ["/Partner", "/Partner/Request/:token", "/Partner/Schedule", "/Partner/Hours", "/Partner/Services", "/Partner/Photos", "/Partner/Team", "/Partner/Reviews", "/Partner/Money"];

/** The API's words (contract/errors.ts) the console shows. */
const SAYS = {
  notYours: "This appointment is not yours.",
  notYourBranch: "You do not act for this branch. Ask your owner to add it to your branches.",
  ownerOnly: "Only the owner of this provider can do this.",
  noMember: "There is no such member on your team.",
  noReview: "There is no such review of your business.",
  noService: "There is no such service of your business.",
  noPhoto: "There is no such photo in your gallery.",
  noBranch: "This provider or branch was not found.",
  linkInvalid: "This request link is not valid.",
  // The console's own words (app/i18n/messages/en/partner.ts) for a step asked for with their id.
  notWaiting: "This request is not waiting for your answer: it was answered, it ran out of time, or it is not one of yours.",
  notOnSchedule: "This booking cannot be changed from here: it is not on your schedule, or it is past this step.",
};

const overview = (provider: number, branch: number) => `/Overview?provider_id=${provider}&branch_id=${branch}`;
const key = (provider: number) => ({ "X-Provider-Key": `demo-provider-${provider}` });
type Appointments = { data: { appointment_id: number; appointment_date: string }[] };
const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * Sets fields of `form` (a hidden input, the checked radio, a text box) and submits it with its
 * first submit button, in one step in the page: nothing (a poll's re-render) comes in between.
 */
async function submitEdited(form: Locator, fields: Record<string, string>) {
  await form.evaluate((f: HTMLFormElement, changes) => {
    for (const [name, value] of Object.entries(changes)) {
      const all = [...f.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)];
      const field = all.find((i) => !(i instanceof HTMLInputElement && i.type === "radio") || i.checked) ?? all[0];
      if (!field) throw new Error(`the form has no field ${name}`);
      field.value = value;
      if (field instanceof HTMLInputElement && field.type === "radio") field.checked = true;
    }
    f.requestSubmit(f.querySelector<HTMLButtonElement>('button[type="submit"]'));
  }, fields);
}

/**
 * A JSON answer read through `page`'s context. Read once more if the connection was reset: a kept-alive
 * connection the server closed just as it was reused (seen once here), not an answer of the server's.
 */
async function readJson<T>(page: Page, url: string, headers: Record<string, string> = {}): Promise<T> {
  const get = () => page.request.get(url.startsWith("/") ? `${SILENT}${url}` : url, { headers });
  const answer = await get().catch((error: Error) => (/ECONNRESET/.test(error.message) ? get() : Promise.reject(error)));
  expect(answer.status(), `GET ${url}`).toBe(200);
  return (await answer.json()) as T;
}

/** Posts `fields` to a console page as its form would (the context's cookies, our Origin): the words of the page it leads to. */
async function postAs(page: Page, path: string, fields: Record<string, string>) {
  const answer = await page.request.post(`${SILENT}${path}`, { form: fields, headers: { Origin: SILENT, Accept: "text/html" }, maxRedirects: 0 });
  expect(answer.status(), `POST ${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
  const location = answer.headers()["location"];
  if (answer.status() >= 300 && answer.status() < 400 && location) {
    const next = await page.request.get(new URL(location, SILENT).href);
    expect(next.status(), `GET ${location}`).toBeLessThan(500);
    return unescape(await next.text());
  }
  return unescape(await answer.text());
}

test("a staff member and the owner of one provider are refused, in words, on every console page and action aimed at another provider's requests, appointments, branches, services, stylists, team, reviews and money; nothing of theirs shows or changes", async ({
  browser,
  jsEnabled,
}) => {
  test.setTimeout(300_000);
  // A console page added to app/routes.ts needs a case here first.
  expect(CONSOLE_ROUTES.length, "the console's routes read from app/routes.ts").toBeGreaterThan(5);
  for (const route of CONSOLE_ROUTES) {
    expect(REFUSAL_CASES.includes(route) || route in NOTHING_TO_REFUSE, `add a refusal case for ${route} to tests/e2e/partner-refusals.spec.ts`).toBe(true);
  }
  for (const route of [...REFUSAL_CASES, ...Object.keys(NOTHING_TO_REFUSE)]) expect(CONSOLE_ROUTES, `${route} is no longer in app/routes.ts`).toContain(route);
  const covered = new Set<string>();

  const { ours, theirs } = PROVIDERS[jsEnabled ? "on" : "off"];
  const errors: string[] = [];
  const visitor = async () => {
    const page = await consoleVisitor(browser, jsEnabled);
    page.on("response", (r) => r.status() >= 500 && errors.push(`${r.status()} ${r.request().method()} ${r.url()}`));
    return page;
  };
  const branchOf = async (page: Page, provider: number) => (await readJson<{ branch_id: number }[]>(page, `/api/available-slots/?provider_id=${provider}`))[0]!.branch_id;

  // Our owner adds a staff member for our branch; the staff member logs in on their own phone.
  const owner = await visitor();
  const ourBranch = await branchOf(owner, ours);
  await consoleLogIn(owner, ownerPhone(ours));
  const staffPhone = freshPhone();
  const staffName = `Staff ${staffPhone.slice(-4)}`;
  await addStaff(owner, staffName, staffPhone);
  const ourStaffId = await memberId(owner, staffName);
  const staff = await visitor();
  await consoleLogIn(staff, staffPhone);
  await expect(staff.getByRole("link", { name: "Team" })).toHaveCount(0);

  // Their owner, with a staff member of their own.
  const their = await visitor();
  const theirBranch = await branchOf(their, theirs);
  await consoleLogIn(their, ownerPhone(theirs));
  const theirStaffName = `Theirs ${freshPhone().slice(-4)}`;
  await addStaff(their, theirStaffName, freshPhone());
  const theirStaffId = await memberId(their, theirStaffName);
  const theirBranchName = (await their.getByRole("group", { name: "Branches they work for" }).locator("label").first().innerText()).split(",")[0]!.trim();

  // Their booking, accepted, its code entered and to be paid at the venue: scheduled, every action open.
  const theirCustomer = await visitor();
  await sendRequestByForms(theirCustomer, SILENT, overview(theirs, theirBranch), freshPhone(), { minPrice: 600 });
  const { id: theirBooking, otp } = await acceptAsProvider(theirCustomer.request, SILENT, theirs);
  await enterCodeByForms(theirCustomer, SILENT, otp);
  await payAtVenueByForms(theirCustomer, SILENT, String(theirBooking));
  const scheduled = async (provider: number) => (await readJson<Appointments>(owner, "/provider-api/appointments/?status_id=2", key(provider))).data;
  const theirDate = (await scheduled(theirs)).find((a) => a.appointment_id === theirBooking)!.appointment_date;

  /** What they have, as their owner's console, their key and the public pages read it. */
  const theirState = async () => {
    await their.goto(`/Partner/Schedule?date=${theirDate}`);
    const booking = await their.locator(`[data-appointment="${theirBooking}"]`).innerText();
    await their.goto("/Partner/Services");
    const services = await their.locator("main").innerText();
    await their.goto("/Partner/Team");
    const team = await their.locator("main").innerText();
    const hours = await readJson(their, `/provider-api/branches/${theirBranch}/availability/`, key(theirs));
    const reviews = await readJson<{ data: { review_id: number }[] }>(their, `/api/providers-reviews/${theirs}/`);
    const { photos } = await readJson<{ photos: { photo_id: number; image: string }[] }>(their, `/api/bookservice/?provider_id=${theirs}&branch_id=${theirBranch}`);
    return { booking, services, team, hours, reviews, photos, scheduled: (await scheduled(theirs)).map((a) => a.appointment_id).sort() };
  };
  const before = await theirState();
  expect(before.booking).toContain("Booked");
  expect(before.team).toContain(theirStaffName);

  /** Nothing of theirs on the page: their bookings, staff, branch. */
  let theirRequest = 0;
  const showsNothingOfTheirs = async (page: Page) => {
    const html = unescape(await page.content());
    for (const id of [theirBooking, theirRequest].filter(Boolean)) expect(html, `${page.url()} shows their #${id}`).not.toMatch(new RegExp(`#${id}(?!\\d)`));
    expect(html, `${page.url()} shows their staff member`).not.toContain(theirStaffName);
    expect(html, `${page.url()} shows their branch`).not.toContain(theirBranchName);
  };
  const says = async (page: Page, words: string) => {
    await expect(page.getByText(words, { exact: false }).first()).toBeVisible();
    await showsNothingOfTheirs(page);
  };

  // ---- /Partner: the inbox. Our customer's request and theirs wait at once (their window is 40 s here).
  covered.add("/Partner");
  const since = new Date(Date.now() - 1000);
  const ourCustomer = await visitor();
  await sendRequestByForms(ourCustomer, SILENT, overview(ours, ourBranch), freshPhone(), { minPrice: 600 });
  const ourRequest = Math.max(...(await readJson<Appointments>(owner, "/provider-api/appointments/?status_id=0", key(ours))).data.map((a) => a.appointment_id));
  const theirSecond = await visitor();
  await sendRequestByForms(theirSecond, SILENT, overview(theirs, theirBranch), freshPhone(), { minPrice: 600, nth: 1 });
  theirRequest = Math.max(...(await readJson<Appointments>(owner, "/provider-api/appointments/?status_id=0", key(theirs))).data.map((a) => a.appointment_id));

  // Our request's Accept, then its decline step, each edited to name theirs.
  await staff.goto("/Partner?still=1");
  const card = staff.getByTestId("console-request").filter({ hasText: `#${ourRequest}` });
  await expect(card).toHaveCount(1);
  if (jsEnabled) await whenHydrated(staff);
  await submitEdited(card.locator("form").first(), { appointment_id: String(theirRequest) });
  await says(staff, SAYS.notYours);
  await staff.goto(`/Partner?decline=${theirRequest}&still=1`);
  await expect(staff.getByRole("heading", { name: /^Decline request/ })).toHaveCount(0);
  await expect(staff.getByRole("alert")).toHaveText(SAYS.notWaiting);
  await showsNothingOfTheirs(staff);
  await staff.goto(`/Partner?decline=${ourRequest}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Decline request #${ourRequest}` })).toBeVisible();
  await staff.getByLabel("Closed at that time").check();
  await submitEdited(staff.locator("form#console-decline-form"), { appointment_id: String(theirRequest) });
  await says(staff, SAYS.notYours);
  // Our owner too, posting as the inbox's forms post.
  const inboxForms: Record<string, string>[] = [
    { intent: "accept", appointment_id: String(theirRequest) },
    { intent: "decline", appointment_id: String(theirRequest), reason: "closed" },
  ];
  for (const fields of inboxForms) {
    expect(await postAs(owner, "/Partner", fields)).toContain(SAYS.notYours);
  }

  // ---- /Partner/Request/<token>: our staff member's one-tap link, edited to name their request; and their request's id forged into it.
  covered.add("/Partner/Request/:token");
  const message = await demoMessage(staff, SILENT, staffPhone, "new-request", since);
  const link = new URL(/(https?:\/\/\S+\/Partner\/Request\/\S+)$/.exec(message)![1]!).pathname;
  await staff.goto(link);
  const linkCard = staff.getByTestId("console-request");
  await expect(linkCard).toContainText(`#${ourRequest}`);
  if (jsEnabled) await whenHydrated(staff);
  await submitEdited(linkCard.locator("form").first(), { appointment_id: String(theirRequest) });
  await says(staff, SAYS.notYours);
  const [, member, expires, signature] = link.split("/").pop()!.split(".");
  const forged = `/Partner/Request/${theirRequest.toString(36)}.${member}.${expires}.${signature}`;
  await staff.goto(forged);
  await expect(staff.getByTestId("request-link-refused")).toBeVisible();
  await showsNothingOfTheirs(staff);
  expect(await postAs(staff, forged, { intent: "accept", appointment_id: String(theirRequest) })).toContain(SAYS.linkInvalid);

  // Their request still waits, untouched; then we take ours by the link, and our customer pays at the venue.
  const waiting = (await readJson<Appointments>(owner, "/provider-api/appointments/?status_id=0", key(theirs))).data;
  expect(
    waiting.map((a) => a.appointment_id),
    "their request still waits (its window is 40 s on the silent server)",
  ).toContain(theirRequest);
  await staff.goto(link);
  await staff.getByRole("button", { name: `Accept request #${ourRequest}` }).click();
  const toast = staff.getByText(/^Request #\d+ accepted\. The customer has been sent the code \d{4}\.$/);
  await expect(toast).toHaveText(new RegExp(`^Request #${ourRequest} accepted`));
  await enterCodeByForms(ourCustomer, SILENT, codeIn(await toast.innerText(), 4));
  await payAtVenueByForms(ourCustomer, SILENT, String(ourRequest));
  const ourDate = (await scheduled(ours)).find((a) => a.appointment_id === ourRequest)!.appointment_date;

  // ---- /Partner/Schedule: their branch and their booking in the address; our booking's forms edited to name theirs.
  covered.add("/Partner/Schedule");
  for (const page of [staff, owner]) {
    const refused = await page.goto(`/Partner/Schedule?branch=${theirBranch}`);
    expect(refused!.status()).toBe(403);
    await says(page, SAYS.notYourBranch);
    for (const step of ["cancel", "noshow"]) {
      await page.goto(`/Partner/Schedule?date=${theirDate}&${step}=${theirBooking}`);
      // Our own day shows, without a step: no cancel form, no no-show form, nothing naming their booking.
      await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
      await expect(page.locator('form#schedule-cancel-form, input[name="intent"][value="no_show"]')).toHaveCount(0);
      await expect(page.locator(`input[value="${theirBooking}"]`)).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveText(SAYS.notOnSchedule);
      await showsNothingOfTheirs(page);
    }
  }
  const ourCard = staff.locator(`[data-appointment="${ourRequest}"]`);
  for (const button of ["Start", "Paid at the venue", "Complete"]) {
    await staff.goto(`/Partner/Schedule?date=${ourDate}`);
    if (jsEnabled) await whenHydrated(staff);
    await submitEdited(ourCard.locator("form").filter({ has: staff.getByRole("button", { name: button, exact: true }) }), { appointment_id: String(theirBooking) });
    await says(staff, SAYS.notYours);
  }
  await staff.goto(`/Partner/Schedule?date=${ourDate}&cancel=${ourRequest}`);
  if (jsEnabled) await whenHydrated(staff);
  await staff.getByLabel("Why are you cancelling?").fill("Edited to name another provider's booking");
  await submitEdited(staff.locator("form#schedule-cancel-form"), { appointment_id: String(theirBooking) });
  await says(staff, SAYS.notYours);
  const back = `/Partner/Schedule?date=${theirDate}`;
  for (const page of [staff, owner]) {
    for (const intent of ["start", "complete", "venue_payment", "no_show"]) {
      expect(await postAs(page, "/Partner/Schedule", { intent, appointment_id: String(theirBooking), back })).toContain(SAYS.notYours);
    }
    expect(await postAs(page, "/Partner/Schedule", { intent: "cancel", appointment_id: String(theirBooking), reason: "Not ours to cancel", back })).toContain(SAYS.notYours);
  }
  await staff.goto(`/Partner/Schedule?date=${ourDate}`);
  await expect(ourCard.getByTestId("schedule-state")).toHaveText("Booked");
  expect(await layoutProblems(staff)).toEqual([]);

  // ---- /Partner/Hours: their branch in the address shows ours; our forms edited to name their branch are refused.
  covered.add("/Partner/Hours");
  for (const page of [staff, owner]) {
    await page.goto(`/Partner/Hours?branch=${theirBranch}`);
    const branchFields = await page.locator('input[name="branch_id"]').evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).value))]);
    expect(branchFields).toEqual([String(ourBranch)]);
    await showsNothingOfTheirs(page);
    if (jsEnabled) await whenHydrated(page);
    await submitEdited(page.locator("form").filter({ has: page.locator('input[name="intent"][value="buffer"]') }), { branch_id: String(theirBranch), buffer_minutes: "45" });
    await says(page, SAYS.notYourBranch);
    await page.goto("/Partner/Hours");
    if (jsEnabled) await whenHydrated(page);
    await submitEdited(page.locator("form").filter({ has: page.locator('input[name="intent"][value="hours"]') }), { branch_id: String(theirBranch) });
    await says(page, SAYS.notYourBranch);
    expect(await postAs(page, "/Partner/Hours", { intent: "dayoff-add", branch_id: String(theirBranch), date: theirDate, note: "Not ours" })).toContain(SAYS.notYourBranch);
  }
  expect(await layoutProblems(owner)).toEqual([]);

  // ---- /Partner/Services: our service's form edited to name their service; a stylist for their branch.
  covered.add("/Partner/Services");
  const theirOffering = /name="serviceId" value="(\d+)"/.exec(await (await owner.request.get(`${SILENT}${overview(theirs, theirBranch)}`)).text())![1]!;
  await owner.goto("/Partner/Services");
  if (jsEnabled) await whenHydrated(owner);
  await submitEdited(owner.getByTestId("console-offering").first().locator("form"), { offering_id: theirOffering, price: "1" });
  await says(owner, SAYS.noService);
  const stylist = { name: "Not Theirs", role: "Stylist", years_of_experience: "3" };
  for (const page of [owner, staff]) {
    await page.goto("/Partner/Services");
    await showsNothingOfTheirs(page);
    if (jsEnabled) await whenHydrated(page);
    await submitEdited(page.locator("form").filter({ has: page.locator('input[name="intent"][value="stylist"]') }), { ...stylist, branch_id: String(theirBranch) });
    await says(page, SAYS.noBranch);
  }
  expect(await postAs(staff, "/Partner/Services", { intent: "offering", offering_id: theirOffering, price: "1", service_time: "1 hour", active: "on" })).toContain(SAYS.ownerOnly);
  await staff.goto("/Partner/Services");
  await expect(staff.locator('input[name="offering_id"]')).toHaveCount(0);

  // ---- /Partner/Photos: their photo in the address and in our remove step's form; staff may not remove.
  covered.add("/Partner/Photos");
  const theirPhoto = String(before.photos[0]!.photo_id);
  await owner.goto(`/Partner/Photos?remove=${theirPhoto}`);
  await expect(owner.getByRole("button", { name: "Yes, remove it" })).toHaveCount(0);
  await expect(owner.getByRole("alert")).toHaveText(SAYS.noPhoto);
  await showsNothingOfTheirs(owner);
  await owner.goto("/Partner/Photos");
  await owner.getByRole("link", { name: "Remove photo 1" }).click();
  if (jsEnabled) await whenHydrated(owner);
  await submitEdited(owner.locator("form").filter({ has: owner.getByRole("button", { name: "Yes, remove it" }) }), { photo_id: theirPhoto });
  await says(owner, SAYS.noPhoto);
  expect(await postAs(staff, "/Partner/Photos", { intent: "remove", photo_id: theirPhoto })).toContain(SAYS.ownerOnly);
  await staff.goto(`/Partner/Photos?remove=${theirPhoto}`);
  await expect(staff.getByRole("button", { name: "Yes, remove it" })).toHaveCount(0);
  await expect(staff.getByRole("link", { name: /^Remove photo/ })).toHaveCount(0);
  await showsNothingOfTheirs(staff);

  // ---- /Partner/Team: their staff member in the address and in our remove step's form.
  covered.add("/Partner/Team");
  await owner.goto(`/Partner/Team?remove=${theirStaffId}`);
  await expect(owner.getByRole("button", { name: "Yes, remove" })).toHaveCount(0);
  await expect(owner.getByRole("alert")).toHaveText(SAYS.noMember);
  await showsNothingOfTheirs(owner);
  await owner.goto(`/Partner/Team?remove=${ourStaffId}`);
  if (jsEnabled) await whenHydrated(owner);
  await submitEdited(owner.locator("form").filter({ has: owner.getByRole("button", { name: "Yes, remove" }) }), { member_id: String(theirStaffId), name: theirStaffName });
  await says(owner, SAYS.noMember);
  await expect(owner.getByTestId("console-member").filter({ hasText: staffName })).toHaveCount(1);
  await staff.goto(`/Partner/Team?remove=${theirStaffId}`);
  await expect(staff.getByRole("alert")).toHaveText("Only the owner can manage the team.");
  await showsNothingOfTheirs(staff);
  expect(await postAs(staff, "/Partner/Team", { intent: "remove", member_id: String(theirStaffId), name: theirStaffName })).toContain(SAYS.ownerOnly);

  // ---- /Partner/Reviews: our reply form edited to name their review.
  covered.add("/Partner/Reviews");
  const theirReview = before.reviews.data[0]!.review_id;
  await owner.goto("/Partner/Reviews");
  await showsNothingOfTheirs(owner);
  // The demo's reviews of our provider have no reply yet: the first one's form is there.
  const replyForm = owner.getByTestId("console-review").locator("form").first();
  await expect(replyForm).toHaveCount(1);
  if (jsEnabled) await whenHydrated(owner);
  await submitEdited(replyForm, { review_id: String(theirReview), reply: "A reply to someone else's customer" });
  await says(owner, SAYS.noReview);
  expect(await postAs(owner, "/Partner/Reviews", { review_id: String(theirReview), reply: "A reply to someone else's customer" })).toContain(SAYS.noReview);
  expect(await postAs(staff, "/Partner/Reviews", { review_id: String(theirReview), reply: "A reply to someone else's customer" })).toContain(SAYS.ownerOnly);

  // ---- /Partner/Money: our standing and ledger only, whatever month is asked.
  covered.add("/Partner/Money");
  for (const page of [owner, staff]) {
    for (const month of new Set([theirDate.slice(0, 7), ourDate.slice(0, 7)])) {
      await page.goto(`/Partner/Money?month=${month}`);
      await showsNothingOfTheirs(page);
    }
  }
  await owner.goto(`/Partner/Money?month=${ourDate.slice(0, 7)}`);
  await expect(owner.getByTestId("ledger-line").filter({ hasText: `#${ourRequest}` })).toHaveCount(1);
  expect(await layoutProblems(owner)).toEqual([]);

  // Nothing of theirs changed, and no page answered with a fault.
  const after = await theirState();
  expect(after).toEqual(before);
  expect(errors).toEqual([]);
  expect([...covered].sort()).toEqual([...REFUSAL_CASES].sort());
});

/** Our owner adds `name` for the first branch on /Partner/Team. */
async function addStaff(owner: Page, name: string, phone: string) {
  await owner.goto("/Partner/Team");
  await owner.getByLabel("Name").fill(name);
  await owner.getByLabel("Phone number").fill(phone);
  await owner.getByRole("group", { name: "Branches they work for" }).getByRole("checkbox").first().check();
  await owner.getByRole("button", { name: "Add to team" }).click();
  await expect(owner.getByText(`${name} is on your team. They can log in with their number now.`)).toBeVisible();
}

/** A team member's id, from their Remove link. */
async function memberId(owner: Page, name: string) {
  const href = await owner.getByRole("link", { name: `Remove ${name}` }).getAttribute("href");
  return Number(/remove=(\d+)/.exec(href ?? "")?.[1]);
}
