/**
 * Screenshots of the main screens at 360 px (a common Android phone), JavaScript on, in English,
 * Hindi and Malayalam, for docs/screens/<language>/. Run against a server with demo data:
 * `npm run demo`, then `BASE_URL=http://localhost:3000 npx tsx scripts/screens.ts`. Logs in as the
 * demo customer.
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

const BASE = process.env.BASE_URL ?? "http://localhost:3000";
const OUT = "docs/screens";
const DEMO_CUSTOMER = "9876543210";
const LANGUAGES = ["en", "hi", "ml"] as const;
const CODE_DIGITS = 6;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** The demo customer, through the login page (in English: the language cookie is set after). */
async function logIn(p: Page) {
  await p.goto(`${BASE}/Login`);
  await p.getByLabel("Phone Number", { exact: true }).fill(DEMO_CUSTOMER);
  await p.getByRole("button", { name: "Send OTP" }).click();
  const sms = await p.getByTestId("demo-sms").innerText();
  const code = new RegExp(`\\b(\\d{${CODE_DIGITS}})\\b`).exec(sms.replace(/\d{4}-\d{2}-\d{2}/g, ""))![1]!;
  await p.getByLabel(`Digit 1 of ${CODE_DIGITS}`).click();
  await p.keyboard.type(code);
  await p.getByRole("button", { name: "Login", exact: true }).click();
  await p.locator('form[action="/actions/logout"]').first().waitFor({ state: "attached" });
}

const context = await browser.newContext({ viewport: { width: 360, height: 760 }, deviceScaleFactor: 2, locale: "en-IN" });
const page = await context.newPage();
await logIn(page);
// A service in the cart: the provider page shows its View cart bar, and /DateTime its calendar.
await page.goto(`${BASE}/Overview?provider_id=1&branch_id=1`, { waitUntil: "networkidle" });
const add = page.locator('button[name="intent"][value="add"]:not([disabled])').first();
if (await add.count()) {
  await add.click();
  await page.waitForLoadState("networkidle");
}
for (const lang of LANGUAGES) {
  await context.addCookies([{ name: "saaj_lang", value: lang, url: BASE }]);
  mkdirSync(`${OUT}/${lang}`, { recursive: true });
  const shot = async (name: string, path: string) => {
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${OUT}/${lang}/${name}.png` });
    console.log(`${OUT}/${lang}/${name}.png`);
  };
  await shot("home", "/");
  await shot("search-results", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  await shot("overview", "/Overview?provider_id=1&branch_id=1");
  await shot("date-time", "/DateTime");
  await shot("my-bookings", "/MyProfile");
}
await browser.close();
