/**
 * Screenshots of the main screens at 360 px (a common Android phone), JavaScript on, for
 * docs/screens/. Run against a server with demo data: `npm run demo`, then
 * `BASE_URL=http://localhost:3000 npx tsx scripts/screens.ts`. Logs in as the demo customer.
 */
import { chromium, type Page } from "@playwright/test";

const BASE = process.env.BASE_URL ?? "http://localhost:3000";
const OUT = "docs/screens";
const DEMO_CUSTOMER = "9876543210";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 360, height: 760 }, deviceScaleFactor: 2 });

async function shot(name: string, path?: string, fullPage = false) {
  if (path) await page.goto(BASE + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
  console.log(`${OUT}/${name}.png`);
}

async function logIn(p: Page) {
  await p.goto(`${BASE}/Login`);
  await p.getByLabel("Phone Number", { exact: true }).fill(DEMO_CUSTOMER);
  await p.getByRole("button", { name: "Send OTP" }).click();
  const sms = await p.getByTestId("demo-sms").innerText();
  const code = /\b(\d{4})\b/.exec(sms.replace(/\d{4}-\d{2}-\d{2}/g, ""))![1]!;
  await p.getByLabel("Digit 1 of 4").click();
  await p.keyboard.type(code);
  await p.getByRole("button", { name: "Login", exact: true }).click();
  await p.locator('form[action="/actions/logout"]').first().waitFor({ state: "attached" });
}

await shot("home", "/");
await shot("search-results", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
await shot("overview", "/Overview?provider_id=1&branch_id=1");
await logIn(page);
await page.goto(`${BASE}/Overview?provider_id=1&branch_id=1`);
const add = page.getByRole("button", { name: /^Add to Cart: / }).first();
if (await add.count()) {
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add to Cart: /, "");
  await add.click();
  await page
    .getByRole("button", { name: `Added to Cart: ${name}` })
    .first()
    .waitFor();
}
await page.goto(`${BASE}/DateTime`, { waitUntil: "networkidle" });
await shot("date-time");
await shot("my-bookings", "/MyProfile");
await browser.close();
