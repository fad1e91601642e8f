import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { FIRST_NAMES, FREELANCER_SUFFIXES, LAST_NAMES, SALON_PREFIXES, SALON_SUFFIXES, STYLIST_ROLES } from "../../api/db/seed-data";
import { PLACES } from "../../api/lib/gazetteer";

/**
 * Issue 30, item 8: a Hindi or Malayalam page says nothing in English but names. The catalogue's
 * words (categories, services, packages, FAQs) come from the API in the page's language; durations
 * and review counts are said in it too.
 */
const WORDS_OF_NAMES = [
  // Providers and people, as the demo seed names them; stylists' roles are the provider's own words.
  ...SALON_PREFIXES,
  ...SALON_SUFFIXES,
  ...FIRST_NAMES,
  ...LAST_NAMES,
  ...FREELANCER_SUFFIXES,
  ...STYLIST_ROLES,
  // Places, as the gazetteer names them.
  ...PLACES.flatMap((p) => [p.name, p.city, p.state, ...p.aliases]),
  // Ours: the company and its address, the networks we link to, and English named in itself.
  "Saaj Beauty Services Pvt Ltd 2nd Floor Kowdiar Towers partners saaj",
  "Instagram Facebook YouTube LinkedIn English",
];
const NAMES = new Set(WORDS_OF_NAMES.flatMap((s) => s.split(/[^A-Za-z]+/)).filter(Boolean));

/** Words of three or more Latin letters in what the page shows, other than names. */
async function englishWords(page: Page) {
  const text = await page.locator("body").innerText();
  return [...new Set(text.match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? [])].filter((w) => !NAMES.has(w) && !w.split("-").every((part) => NAMES.has(part)));
}

const SEARCH = "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum";

for (const language of ["hi", "ml"] as const) {
  test(`${language}: the home page, results and a provider's services and packages say nothing in English but names @js-off`, async ({ page }) => {
    const seen: Record<string, string[]> = {};
    for (const path of ["/", SEARCH]) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
      seen[path] = await englishWords(page);
    }
    const href = await page.getByTestId("provider-card").first().getByRole("link").first().getAttribute("href");
    for (const tab of ["", "&tab=packages"]) {
      await page.goto(`${href}${tab}`);
      seen[`${href}${tab}`] = await englishWords(page);
    }
    // The searched word itself ('Haircut') is the visitor's, shown back in the search box and the heading.
    seen[SEARCH] = seen[SEARCH]!.filter((w) => w !== "Haircut");
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
  });
}
