import type { Page } from "@playwright/test";
import { expect, freshPhone, test, watchConsole } from "./fixtures";
import { codeIn, LOGIN_DIGITS, whenHydrated, wrongCode } from "./helpers";
import { catalog as en } from "../../app/i18n/messages/en";
import { catalog as hi } from "../../app/i18n/messages/hi";
import { catalog as ml } from "../../app/i18n/messages/ml";
import { SERVICE_WORDS } from "../../api/db/seed-languages";

type Catalog = Record<string, Record<string, string>>;
const CATALOGS = { hi: hi as Catalog, ml: ml as Catalog };
const LOCALE = { hi: "hi-IN", ml: "ml-IN" } as const;
type Lang = keyof typeof CATALOGS;

/**
 * The English of our own messages that must not be on a page in another language: sentences of
 * three words or more that the language writes differently (short words such as 'Salon' may be
 * API data, which stays as the API gives it).
 */
function englishOnly(lang: Lang) {
  const theirs = CATALOGS[lang];
  const found: string[] = [];
  for (const [area, messages] of Object.entries(en as Catalog)) {
    if (area === "said") continue; // what the API and the forms say, shown only when it happens
    for (const [key, text] of Object.entries(messages)) {
      const plain = text.replace(/\{\w+\}/g, "").trim();
      if (plain.split(/\s+/).length >= 3 && !/[{}]/.test(plain) && theirs[area]?.[key] !== text && !text.includes("{")) found.push(plain);
    }
  }
  return found;
}

/** The page is in `lang`: its <html lang>, and none of our English sentences on it. */
async function expectInLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[lang]);
  const text = await page.locator("body").innerText();
  const left = englishOnly(lang).filter((sentence) => text.includes(sentence));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

test("the language follows Accept-Language until one is chosen, and the choice stays", async ({ browser, jsEnabled }) => {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "ml-IN" });
  const page = await context.newPage();
  await page.goto("/AboutUs");
  await expectInLanguage(page, "ml");
  await expect(page.locator("footer").getByRole("heading", { name: ml.common.language })).toBeVisible();
  await page.locator("footer").getByTestId("language-en").click();
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("link", { name: "Terms" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await context.close();
});

for (const lang of ["hi", "ml"] as const) {
  test(`${lang === "hi" ? "Hindi" : "Malayalam"}: chosen in the footer, then search, a provider and the cart in it`, async ({ page, jsEnabled }) => {
    const problems = watchConsole(page);
    const t = CATALOGS[lang];
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    // With JavaScript, once the page has settled: a loaded machine may still be hydrating it.
    if (jsEnabled) await whenHydrated(page);
    await page.locator("footer").getByTestId(`language-${lang}`).click();
    await expect(page).toHaveURL(/\/$/);
    await expectInLanguage(page, lang);

    // The hero search, in the language's words: the box suggests the services in it, and a
    // suggestion picked (Hindi) or a word typed (Malayalam's "hair") finds providers.
    const suggested = await page.locator("#hero-services option").evaluateAll((os) => os.map((o) => o.getAttribute("value")!));
    const haircut = SERVICE_WORDS[1]![lang][0];
    expect(suggested).toContain(haircut);
    expect(suggested.filter((s) => /[A-Za-z]/.test(s))).toEqual([]);
    await page.getByText(t.search!.serviceTypeSalon!, { exact: true }).first().click();
    await page.getByLabel(t.search!.service!, { exact: true }).fill(lang === "hi" ? haircut : "ഹെയർ");
    await page.getByLabel(t.search!.location!, { exact: true }).fill("Trivandrum");
    await page.getByRole("button", { name: t.search!.search!, exact: true }).click();
    await expect(page).toHaveURL(lang === "hi" ? /\/SearchResults\?.*&service_id=1(&|$)/ : /\/SearchResults\?/);
    await expect(page.getByRole("heading", { name: t.search!.pageTitle! })).toBeVisible();
    const cards = page.getByTestId("provider-card");
    await expect(cards.first()).toBeVisible();
    await expectInLanguage(page, lang);

    await cards
      .first()
      .getByRole("link", { name: new RegExp(`^${t.search!.bookServiceAt!.replace("{name}", ".+")}$`) })
      .click();
    await expect(page).toHaveURL(/\/Overview\?provider_id=\d+&branch_id=\d+/);
    await expectInLanguage(page, lang);

    // Add a service: the cart and the header's count speak the language too.
    const addPrefix = t.provider!.addToCartLabel!.replace("{name}", "");
    const add = page.getByRole("button", { name: new RegExp(`^${addPrefix}`) }).first();
    const name = (await add.getAttribute("aria-label"))!.slice(addPrefix.length);
    await add.click();
    await expect(page.getByRole("button", { name: t.provider!.addedToCartLabel!.replace("{name}", name) }).first()).toBeVisible();
    await expect(page.locator("#cart").getByText(name)).toBeVisible();
    await expect(page.getByRole("link", { name: t.common!.cart_one!.replace("{count}", "1") })).toBeVisible();
    await expectInLanguage(page, lang);

    // The header's switcher: back to English on the same page, cart kept.
    const menu = page.getByRole("banner").getByLabel(t.common!.language!, { exact: true });
    await menu.click();
    await page.getByRole("banner").getByTestId("language-en").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page).toHaveURL(/\/Overview\?provider_id=\d+&branch_id=\d+/);
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    // The same service, now named in English: the catalogue's words follow the page's language.
    const added = page.getByRole("button", { name: /^Added to Cart: / }).first();
    const english = (await added.getAttribute("aria-label"))!.replace(/^Added to Cart: /, "");
    expect(english).not.toBe(name);
    await expect(page.locator("#cart").getByText(english)).toBeVisible();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
}

/**
 * A refusal the API gives in English reaches the visitor in their language, by its code
 * (app/i18n/api-errors.server.ts): a wrong login code, with JavaScript off and on.
 */
for (const lang of ["hi", "ml"] as const) {
  test(`${lang === "hi" ? "Hindi" : "Malayalam"}: a wrong login code is refused in the language, not in the API's English`, async ({ page, context, baseURL, jsEnabled }) => {
    const t = CATALOGS[lang];
    await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
    await page.goto("/Login");
    if (jsEnabled) await whenHydrated(page);
    await page.getByLabel(t.login!.phoneNumber!, { exact: true }).fill(freshPhone());
    await page.getByRole("button", { name: t.login!.sendOtp!, exact: true }).click();
    const sms = page.getByTestId("demo-sms");
    await expect(sms).toContainText(t.login!.demoSms!);
    const code = codeIn((await sms.innerText()).replace(t.login!.demoSms!, ""), LOGIN_DIGITS);
    const wrong = wrongCode(code);
    const box = (n: number) => page.getByLabel(t.login!.digitLabel!.replace("{digit}", String(n)).replace("{length}", String(LOGIN_DIGITS)), { exact: true });
    if (jsEnabled) {
      await box(1).click();
      await page.keyboard.type(wrong);
    } else for (let i = 0; i < LOGIN_DIGITS; i++) await box(i + 1).fill(wrong[i]!);
    await page.getByRole("button", { name: t.login!.login!, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.apiErrors!.invalid_otp! })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid OTP" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[lang]);
  });
}
