import { expect, type Page } from "@playwright/test";
import { acceptAsProvider, addFirstServiceByForms, enterCodeByForms, logInByForms, payAtVenueByForms, sendRequestByForms } from "../../book-by-forms";
import { freshPhone } from "../../fixtures";
import { digitBox, LOGIN_DIGITS, pickDateAndSlot } from "../../helpers";
import { CHAOS_FAILS } from "../chaos/failures";
import { CHAOS_URL, SILENT_URL, type Scenario } from "../run";

/**
 * The chaos server's web app and the API behind its proxy (the silent server's), where the demo
 * outbox and the slots are read. Logging in and booking are the forms' posts (book-by-forms.ts):
 * these scenarios are about what fails after that (journey.spec.ts walks the way on screen).
 */
const CHAOS = { app: CHAOS_URL, api: SILENT_URL };
const logInOnChaos = (page: Page, phone = freshPhone()) => logInByForms(page, CHAOS, phone);

/** A fresh phone in one of the ranges the failure rules pick customers by (chaos/failures.ts). */
const phoneStarting = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** The spec's failure messages on screen: pages of the web app whose API calls fail (chaos/failures.ts). */
export const FAILURES: Record<string, Scenario> = {
  "fail-reviews": {
    title: "a provider page whose reviews fail to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=1&branch_id=1&tab=review`);
    },
  },
  "fail-provider": {
    title: "a provider page whose details fail to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=3&branch_id=3`);
    },
  },
  "fail-subcategories": {
    title: "a provider page whose subcategory list fails to load",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Overview?provider_id=1&branch_id=1&category=7`);
    },
  },
  "fail-home": {
    title: "the home page with its recommendations, salon FAQs and city list failing",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/?faq=salon`);
    },
  },
  "fail-results": {
    title: "the results page with its service types failing",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`);
    },
  },
  "fail-newsletter": {
    title: "the newsletter form when the subscription fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/AboutUs`);
      const form = page.locator("#newsletter");
      await form.getByLabel("Email address").fill(CHAOS_FAILS.newsletterEmail);
      await form.getByRole("button", { name: "Submit", exact: true }).click();
      return form;
    },
  },
  "fail-callback": {
    title: "the callback form when the request fails",
    run: async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${CHAOS_URL}/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum`);
      await page.getByLabel("Full name").fill(CHAOS_FAILS.callbackName);
      await page.getByLabel("Phone number").fill("9876543210");
      await page.getByRole("button", { name: "Call Me" }).click();
    },
  },
  "fail-register": {
    title: "registering when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login?step=register`);
      await page.getByLabel("Name", { exact: true }).fill("Chaos Register");
      await page.getByLabel("Email", { exact: true }).fill(CHAOS_FAILS.registerEmail);
      await page.getByLabel("Phone Number", { exact: true }).fill(freshPhone());
      await page.getByRole("button", { name: "Register", exact: true }).click();
    },
  },
  "fail-send-code": {
    title: "asking for a login code when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login`);
      await page.getByLabel("Phone Number", { exact: true }).fill(CHAOS_FAILS.sendPhone);
      await page.getByRole("button", { name: "Send OTP" }).click();
    },
  },
  "fail-verify-code": {
    title: "checking a login code when the API fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Login`);
      await page.getByLabel("Phone Number", { exact: true }).fill(`90000129${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(digitBox(page, 1)).toBeVisible();
      for (let i = 0; i < LOGIN_DIGITS; i++) await digitBox(page, i + 1).fill(String(i + 1));
      await page.getByRole("button", { name: "Login", exact: true }).click();
    },
  },
  "fail-appointment-details": {
    title: "a booking page for an appointment whose details fail to load",
    run: async ({ page }) => {
      await logInOnChaos(page);
      await page.goto(`${CHAOS_URL}/Cart?booking=${CHAOS_FAILS.missingAppointment}`);
    },
  },
  "fail-contact": {
    title: "the contact form when sending fails",
    run: async ({ page }) => {
      await page.goto(`${CHAOS_URL}/Contact`);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Name").fill("Chaos Contact");
      await form.getByLabel("Email").fill(CHAOS_FAILS.contactEmail);
      await form.getByLabel("Message").fill("Please call me about bridal makeup.");
      await form.getByRole("button", { name: "Send message" }).click();
    },
  },
  "fail-my-bookings": {
    title: "My Bookings when the bookings fail to load",
    run: async ({ page }) => {
      await logInOnChaos(page, phoneStarting(CHAOS_FAILS.listFailPhonePrefix));
      await page.goto(`${CHAOS_URL}/MyProfile`);
    },
  },
  "fail-my-profile": {
    title: "My Profile's details when the profile fails to load",
    run: async ({ page }) => {
      await logInOnChaos(page, phoneStarting(CHAOS_FAILS.listFailPhonePrefix));
      await page.goto(`${CHAOS_URL}/MyProfile?tab=profile`);
    },
  },
};

/** A Trivandrum salon's first branch there, as a provider page's path (the API behind the chaos proxy). */
async function overviewOf(page: Page, providerId: number) {
  const res = await page.request.get(`${SILENT_URL}/api/serviceprovidertypes/?service_type_id=1&address=Trivandrum`);
  const list = ((await res.json()) as { data: { provider_id: number; branch_id: number }[] }).data;
  const found = list.find((p) => p.provider_id === providerId);
  if (!found) throw new Error(`provider ${providerId} is not among the Trivandrum salons`);
  return `/Overview?provider_id=${providerId}&branch_id=${found.branch_id}`;
}

/** Logged in on the chaos server, with a service of `providerId` in the cart, on /DateTime. */
async function toDateTime(page: Page, providerId: number, phone = freshPhone()) {
  await addFirstServiceByForms(page, CHAOS, await overviewOf(page, providerId));
  await logInOnChaos(page, phone);
  await page.goto(`${CHAOS_URL}/DateTime`);
}

/**
 * A booking of `providerId`'s awaiting payment: requested by the forms, accepted by the provider
 * through its own API (this server's demo provider never answers), its code entered. Returns its id.
 */
async function bookOnChaos(page: Page, providerId: number, phone = freshPhone()) {
  await sendRequestByForms(page, CHAOS, await overviewOf(page, providerId), phone);
  const { id, otp } = await acceptAsProvider(page.request, SILENT_URL, providerId);
  expect(await enterCodeByForms(page, CHAOS, otp)).toBe(String(id));
  return id;
}

export const BOOKING_FAILURES: Record<string, Scenario> = {
  "fail-slots": {
    title: "the date and time page when the slots fail to load",
    run: async ({ page }) => {
      await toDateTime(page, CHAOS_FAILS.slotsProvider);
    },
  },
  "fail-book": {
    title: "booking a slot when the API fails",
    run: async ({ page }) => {
      await toDateTime(page, CHAOS_FAILS.bookProvider);
      await pickDateAndSlot(page);
      await page.getByRole("button", { name: "Confirm" }).click();
    },
  },
  "fail-checkout": {
    title: "the confirm page when the coupon check and paying fail",
    run: async ({ page, expectNow }) => {
      const id = await bookOnChaos(page, CHAOS_FAILS.checkoutProvider, phoneStarting(CHAOS_FAILS.checkoutFailPhonePrefix));
      await page.goto(`${CHAOS_URL}/ConfirmAppointment?booking=${id}`);
      await page.getByText("Add Coupon").click();
      await page.getByLabel("Coupon code").fill(CHAOS_FAILS.coupon);
      await page.getByRole("button", { name: "Apply" }).click();
      await expectNow("2.8.coupon-fetch-failed");
      await page.getByRole("radio", { name: /^UPI now/ }).check();
      await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
      await expectNow("2.8.checkout-failed");
      await page.getByRole("radio", { name: /^Pay at the venue/ }).check();
      await page.getByRole("button", { name: /^Confirm & Pay/ }).click();
      await expectNow("2.8.checkout-unexpected");
      // Cancelling it breaks too: on the confirm page, then in My Bookings.
      await page.getByRole("link", { name: "Cancel booking" }).click();
      await page.getByRole("dialog", { name: "Cancel this booking?" }).getByRole("button", { name: "Yes, cancel booking" }).click();
      await expectNow("2.8.cancel-appointment-failed");
      await page.goto(`${CHAOS_URL}/MyProfile`);
      await page.getByRole("link", { name: `Cancel booking ${id}` }).click();
      const reasons = page.getByRole("dialog", { name: "Reason for Cancellation" });
      await reasons.getByLabel("Reason").selectOption("Scheduling Conflict");
      await reasons.getByRole("button", { name: "Confirm" }).click();
    },
  },
  "fail-status": {
    title: "waiting for the provider when the booking's status cannot be read",
    run: async ({ page }) => {
      await sendRequestByForms(page, CHAOS, await overviewOf(page, CHAOS_FAILS.reviewProvider), phoneStarting(CHAOS_FAILS.statusFailPhonePrefix));
      await page.goto(`${CHAOS_URL}/DateTime`);
    },
  },
  "fail-review": {
    title: "rating a completed booking when the API fails",
    run: async ({ page }) => {
      const providerId = CHAOS_FAILS.reviewProvider;
      const id = await bookOnChaos(page, providerId);
      await payAtVenueByForms(page, CHAOS, String(id));
      const done = await page.request.post(`${SILENT_URL}/provider-api/complete-appointment/`, { headers: { "X-Provider-Key": `demo-provider-${providerId}` }, data: { appointment_id: id } });
      expect(done.status()).toBe(200);
      await page.goto(`${CHAOS_URL}/MyProfile`);
      await page.getByRole("link", { name: `Rate booking ${id}` }).click();
      const dialog = page.getByRole("dialog", { name: "Rate Your Experience" });
      await dialog.getByText("4 stars").click({ force: true });
      await dialog.getByPlaceholder("Enter your feedback message here").fill("Lovely haircut, on time and very friendly.");
      await dialog.getByRole("button", { name: "Submit" }).click();
      return dialog;
    },
  },
};
