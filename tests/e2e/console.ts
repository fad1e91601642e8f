import type { Browser, Page } from "@playwright/test";
import { expect, visitorAddress } from "./fixtures";
import { codeIn } from "./helpers";

/**
 * What the provider console's journeys share (issue 28): the silent server (PORT+1, whose demo
 * robot never answers), a browser at 360 px, and logging in as a demo owner.
 */
export const SILENT = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

/** The demo owner of provider `n` (api/db/seed.ts DEMO_OWNER_PHONES): 9000000001 … 9000000024. */
export const ownerPhone = (n: number) => `9000000${String(n).padStart(3, "0")}`;

/** A visitor of their own on the silent server at 360 px, JavaScript as the project has it. */
export async function consoleVisitor(browser: Browser, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: SILENT, viewport: { width: 360, height: 740 } });
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  return context.newPage();
}

/** Logs `phone` in to the console through its two forms, the code read from the demo note: the inbox shows. */
export async function consoleLogIn(page: Page, phone: string) {
  await page.goto("/Partner/Login");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(codeIn(await page.getByTestId("console-demo-sms").innerText(), 6));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/Partner$/);
}
