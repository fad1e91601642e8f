import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { codeIn, LOGIN_DIGITS, PROVIDER_DIGITS } from "./helpers";

/**
 * A booked state reached by posting the pages' own forms, as a browser without JavaScript would,
 * instead of drawing every page on the way: the same server actions, session cookie and checks
 * (Origin, the visitor's address), in a few requests. For tests whose subject comes after booking;
 * journey.spec.ts keeps the whole way through the screens, with JavaScript off and on.
 */

/**
 * The server whose pages are used: its origin, or (for the web app that calls another server's API,
 * as the conformance scenarios' chaos server does) the app's origin and the API's.
 */
export type Origin = string | { app: string; api: string };
const appOf = (origin: Origin) => (typeof origin === "string" ? origin : origin.app);
const apiOf = (origin: Origin) => (typeof origin === "string" ? origin : origin.api);

/** Posts `fields` to `path` from the page's browser context (its cookies and headers), following no redirect. */
async function post(page: Page, origin: Origin, path: string, fields: Record<string, string>) {
  const app = appOf(origin);
  const response = await page.request.post(new URL(path, app).href, { form: fields, headers: { Origin: app, Accept: "text/html" }, maxRedirects: 0 });
  expect(response.status(), `POST ${path}: ${response.status()} ${response.status() < 300 ? (await response.text()).slice(0, 300) : ""}`).toBeLessThan(400);
  return response;
}

/** The newest demo message of `purpose` sent to `phone` after `since` (the demo outbox, as the demo SMS box reads it). */
export async function demoMessage(page: Page, origin: Origin, phone: string, purpose: string, since: Date) {
  let body = "";
  await expect
    .poll(
      async () => {
        const outbox = (await (await page.request.get(`${apiOf(origin)}/api/demo/outbox/?phone=${phone}`)).json()) as { data: { body: string; purpose: string; created_at: string }[] };
        body = outbox.data.find((m) => m.purpose === purpose && new Date(m.created_at) >= since)?.body ?? "";
        return body;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .not.toBe("");
  return body;
}

/** Logs `phone` in through /Login's two forms (the code read from the demo outbox). */
export async function logInByForms(page: Page, origin: Origin, phone: string) {
  const since = new Date(Date.now() - 1000);
  await post(page, origin, "/Login", { intent: "send", phone });
  const otp = codeIn(await demoMessage(page, origin, phone, "login-code", since), LOGIN_DIGITS);
  await post(page, origin, "/Login", { intent: "verify", otp1: otp });
}

/** Which service of a provider page to add: the first, or the `nth` (0-based) costing at least `minPrice` rupees. */
export interface ServicePick {
  minPrice?: number;
  nth?: number;
}

/** A provider page's first service (or the one `pick` names) into the cart, through the cart form its Add to Cart button posts. Its name. */
export async function addFirstServiceByForms(page: Page, origin: Origin, overviewPath: string, pick: ServicePick = {}) {
  const url = new URL(overviewPath, appOf(origin));
  const html = await (await page.request.get(url.href)).text();
  const services = [
    ...html.matchAll(/<h3>([^<]+)<\/h3>(?:(?!<h3>)[\s\S])*?<strong>₹([\d,]+)<\/strong><form[^>]*action="\/actions\/cart"[^>]*>(?:<input[^>]*>)*?<input type="hidden" name="serviceId" value="(\d+)"/g),
  ].map((m) => ({
    name: m[1]!,
    price: Number(m[2]!.replace(/,/g, "")),
    id: m[3]!,
  }));
  const chosen = services.filter((x) => x.price >= (pick.minPrice ?? 0))[pick.nth ?? 0];
  expect(chosen, `an Add to Cart form on ${overviewPath} (${JSON.stringify(pick)})`).toBeTruthy();
  await post(page, origin, "/actions/cart", {
    intent: "add",
    serviceId: chosen!.id,
    providerId: url.searchParams.get("provider_id")!,
    branchId: url.searchParams.get("branch_id") ?? "0",
    redirectTo: overviewPath,
  });
  return chosen!.name;
}

/** The first free slot on the first bookable day after today (the API's own answer, as /DateTime shows it). */
async function freeSlot(page: Page, origin: Origin, overviewPath: string) {
  const url = new URL(overviewPath, "http://x");
  const slots = async (date?: string) => {
    const query = new URLSearchParams({ provider_id: url.searchParams.get("provider_id")!, branch_id: url.searchParams.get("branch_id") ?? "0", ...(date ? { appointment_date: date } : {}) });
    const answer = (await (await page.request.get(`${apiOf(origin)}/api/available-slots/?${query}`)).json()) as {
      available_slots: string[];
      past_slots: string[];
      full_slots: string[];
      min_date: string;
    }[];
    return answer[0]!;
  };
  const today = (await slots()).min_date;
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
    const d = await slots(date);
    const free = (d.available_slots[0] ?? "")
      .split(",")
      .map((s) => s.trim())
      .find((s) => s && !d.past_slots.includes(s) && !d.full_slots.includes(s));
    if (free) return { date, slot: free };
  }
  throw new Error(`no free slot in two weeks at ${overviewPath}`);
}

/**
 * From a provider page to a booking request sent (its first service, `phone` logged in, the first
 * free slot after today), in the page's browser, which then shows /DateTime: the Awaiting Confirmation sheet.
 */
export async function requestByForms(page: Page, origin: Origin, overviewPath: string, phone: string, pick?: ServicePick) {
  const service = await sendRequestByForms(page, origin, overviewPath, phone, pick);
  await page.goto(`${appOf(origin)}/DateTime`);
  return service;
}

/** As requestByForms, leaving the page where it is. */
export async function sendRequestByForms(page: Page, origin: Origin, overviewPath: string, phone: string, pick?: ServicePick) {
  const service = await addFirstServiceByForms(page, origin, overviewPath, pick);
  await logInByForms(page, origin, phone);
  await bookFreeSlotByForms(page, origin, overviewPath);
  return service;
}

/** The cart (of a logged-in customer) requested for the first free slot, through /DateTime's form. */
export async function bookFreeSlotByForms(page: Page, origin: Origin, overviewPath: string) {
  const { date, slot } = await freeSlot(page, origin, overviewPath);
  await post(page, origin, "/DateTime", { intent: "book", date, slot, formKey: randomUUID() });
}

/**
 * As requestByForms, then the provider's code (from the demo outbox once it accepts) entered through
 * the sheet's form: the booking awaits payment. Returns its id; the page shows its /Cart.
 */
export async function bookByForms(page: Page, origin: Origin, overviewPath: string, phone: string) {
  const since = new Date(Date.now() - 1000);
  await sendRequestByForms(page, origin, overviewPath, phone);
  const otp = codeIn(await demoMessage(page, origin, phone, "appointment-code", since), PROVIDER_DIGITS);
  const id = await enterCodeByForms(page, origin, otp);
  await page.goto(`${appOf(origin)}/Cart?booking=${id}`);
  return id;
}

/** The provider's code entered through the waiting sheet's form, for the request sent last: the booking's id. */
export async function enterCodeByForms(page: Page, origin: Origin, otp: string) {
  const verified = await post(page, origin, "/DateTime", { intent: "verify", otp });
  const to = verified.headers()["location"] ?? "";
  const id = /\/Cart\?booking=(\d+)$/.exec(to)?.[1];
  expect(id, `the code accepted, on to the cart (went to '${to}')`).toBeTruthy();
  return id!;
}

/**
 * The provider accepts its latest waiting request through the provider API of the server at
 * `apiOrigin` (for servers whose demo provider never answers by itself): the booking's id and the code it gives.
 */
export async function acceptAsProvider(request: APIRequestContext, apiOrigin: string, providerId: string | number) {
  const key = { "X-Provider-Key": `demo-provider-${providerId}` };
  const waiting = (await (await request.get(`${apiOrigin}/provider-api/appointments/?status_id=0`, { headers: key })).json()) as { data: { appointment_id: number }[] };
  const id = Math.max(...waiting.data.map((a) => a.appointment_id));
  const accepted = await request.post(`${apiOrigin}/provider-api/accept-appointment/`, { headers: key, data: { appointment_id: id } });
  expect(accepted.status()).toBe(200);
  return { id, otp: ((await accepted.json()) as { otp: string }).otp };
}

/** Pays booking `id` at the venue through the confirm page's form. */
export async function payAtVenueByForms(page: Page, origin: Origin, id: string) {
  await post(page, origin, `/ConfirmAppointment?booking=${id}`, { intent: "pay", payment_method: "venue" });
}

/** As bookByForms, then paid at the venue through the confirm page's form; the page shows /ThankYou. */
export async function bookAndPayByForms(page: Page, origin: Origin, overviewPath: string, phone: string) {
  const id = await bookByForms(page, origin, overviewPath, phone);
  await payAtVenueByForms(page, origin, id);
  await page.goto(`${appOf(origin)}/ThankYou?booking=${id}`);
  await expect(page.getByRole("heading", { name: "Booking Success" })).toBeVisible();
  return id;
}
