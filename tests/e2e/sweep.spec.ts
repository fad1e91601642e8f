import { writeFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { axeViolations, axeViolationsWithoutScripts } from "./axe";
import { nuErrors } from "./vnu";
import { layoutProblems } from "./layout";
import { PUBLIC } from "./routes";
import { AXE_WIDTHS, everything, IN_LANGUAGES, LANGUAGES, Sweep, type Visit } from "./sweep";

/**
 * Phones first, for everyone: every screen and popup, JavaScript off and on, is loaded once at the
 * narrowest width and checked at each width by resizing (tests/e2e/sweep.ts): at 320, 360, 375, 412 and
 * 1280 px (Hindi and Malayalam: 320, 360, 412 and 1280) it never scrolls sideways, never lays text or
 * controls over each other, never cuts a control's words and never leaves a bar over a control (tests/e2e/layout.ts);
 * at 375 and 1280 px it passes axe's WCAG 2.2 A/AA rules; and its HTML passes the Nu HTML checker.
 * The screens of a booking are in tests/e2e/account-sweep.spec.ts.
 */
/** The screens whose words change most with the language: checked by axe in each. */
const IN_EACH_LANGUAGE = ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", "/Overview?provider_id=1&branch_id=1"];

/** The public screens in parts of a few, so both workers share them and each part is well within its time. */
function parts(paths: string[], size: number) {
  const all: string[][] = [];
  for (let i = 0; i < paths.length; i += size) all.push(paths.slice(i, i + size));
  return all.map((part, i) => ({ part, name: `${i + 1} of ${all.length}` }));
}

for (const { part, name } of parts(PUBLIC, 4)) {
  test(`public screens ${name} fit 320 to 1280 px, pass the WCAG 2.2 A/AA checks at 375 and 1280 px and are valid HTML`, async ({ page, jsEnabled }, testInfo) => {
    test.setTimeout(300_000);
    const sweep = new Sweep(page, jsEnabled, testInfo);
    for (const path of part) await sweep.visit(everything(path));
    expect(await sweep.finish()).toEqual([]);
  });
}

/** Hindi and Malayalam words run longer than English: the public screens at each width, and axe on the busiest. */
for (const [lang, language] of Object.entries(LANGUAGES)) {
  for (const { part, name } of parts(PUBLIC, 10)) {
    test(`in ${language}, public screens ${name} fit 320, 360, 412 and 1280 px, and home, results and a provider pass the WCAG 2.2 A/AA checks`, async ({
      page,
      context,
      baseURL,
      jsEnabled,
    }, testInfo) => {
      const visits = part.map((path): Visit => ({ path, layout: IN_LANGUAGES, axe: IN_EACH_LANGUAGE.includes(path) ? AXE_WIDTHS : [] }));
      test.setTimeout(300_000);
      await context.addCookies([{ name: "saaj_lang", value: lang, url: baseURL! }]);
      const sweep = new Sweep(page, jsEnabled, testInfo);
      sweep.lang = lang;
      for (const visit of visits) await sweep.visit(visit);
      expect(await sweep.finish()).toEqual([]);
    });
  }
}

test("with the phone's text at 200 %, the home page, a search and a provider page stay within 360 px and keep names whole", async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Chromium's own font-size setting (what Android's "Font size" does to a page's rem and em).
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  for (const path of ["/", "/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum", "/Overview?provider_id=1&branch_id=1"]) {
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  // A provider's name that fits a line of its own is not broken inside a word.
  await page.goto("/SearchResults?type=1&service=Haircut&service_id=1&location=Trivandrum");
  const name = page.getByTestId("provider-card").first().getByRole("heading").getByRole("link");
  const words = await name.evaluate((a) => {
    const range = document.createRange();
    const broken: string[] = [];
    for (const text of Array.from(a.childNodes)) {
      // A word that would fit a line of its own is not split over two.
      for (const m of (text.textContent ?? "").matchAll(/\S+/g)) {
        range.setStart(text, m.index!);
        range.setEnd(text, m.index! + m[0].length);
        const parts = Array.from(range.getClientRects());
        const whole = parts.reduce((sum, r) => sum + r.width, 0);
        if (parts.length > 1 && whole < a.parentElement!.clientWidth) broken.push(m[0]);
      }
    }
    return broken;
  });
  expect(words).toEqual([]);
});

test("the layout check finds a badge laid over a title, and not words wrapping inside a sentence", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(`
    <div style="position: relative"><h2>Bridal Makeup</h2><span style="position: absolute; top: 0; left: 20px">1 hour 30 mins</span></div>
    <p style="width: 300px">We are holding this slot for you. Please confirm by <strong>11:25 AM</strong><span> (14:59 left, and words enough to run on to the next line of this paragraph)</span>; after that the slot is released.</p>`);
  expect(await layoutProblems(page)).toEqual(['<h2> "Bridal Makeup" overlaps <span> "1 hour 30 mins"']);
});

test("the layout check finds a select that cuts its choice and a bar left over a button at the page's end", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(`
    <select style="width: 120px"><option>Price: low to high, then nearest</option></select>
    <div style="height: 1200px"></div><button>Book Now</button>
    <a href="#cart" style="position: fixed; bottom: 0; left: 0; right: 0; height: 60px; background: #fff">View cart</a>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^<select> "Price: low to high, then nearest" is cut: /);
  expect(problems[1]).toBe('<a> "View cart" covers <button> "Book Now" at the page\'s end');
});

test("the layout check finds a description cut to two lines", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(
    `<p style="width: 200px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden">A classic cut and finish, with a wash, a head massage and a blow-dry to style, done by a senior stylist.</p>`,
  );
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^<p> "A classic cut and finish, with a wash, a" is cut: \d+px of words in \d+px$/);
});

test("the layout check finds words kept on one line running over their pill's border", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(`<span style="display: inline-flex; width: 120px; padding: 0 8px; border: 2px solid; white-space: nowrap">സലൂൺ സേവനങ്ങൾ വീട്ടിൽ</span>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^<span> "സലൂൺ സേവനങ്ങൾ വീട്ടിൽ" runs out of its box: \d+px of words in 136px$/);
});

test("axe finds an image without a text alternative and a button without a name, at each width of one page", { tag: "@js-on" }, async ({ page }) => {
  await page.setContent(`<html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"><button></button></main></html>`);
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    expect((await axeViolations(page)).map((v) => v.split(" ")[0])).toEqual(["button-name", "image-alt"]);
  }
});

test("axe on a page without JavaScript checks what that visitor has: <noscript> content, and none of its scripts run", { tag: "@js-off" }, async ({ page }) => {
  // Loaded, not set: a page set by a script is parsed as if scripts ran, <noscript> as text.
  await page.route("http://self-test.invalid/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<html lang="en"><title>t</title><main><script>document.title = "ran"</script><noscript><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></noscript><button></button></main></html>`,
    }),
  );
  await page.goto("http://self-test.invalid/");
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    expect((await axeViolationsWithoutScripts(page)).map((v) => v.split(" ")[0])).toEqual(["button-name", "image-alt"]);
  }
  expect(await page.title()).toBe("t");
});

// No browser: once is enough.
test("the Nu checker's service finds a duplicate id and a stray end tag, under the page's label", { tag: "@js-off" }, async () => {
  const file = test.info().outputPath("bad.html");
  writeFileSync(file, `<!doctype html><html lang="en"><title>t</title><p id="a">one</p><p id="a">two</p></div></html>`);
  const errors = await nuErrors([{ file, label: "[bad]" }]);
  expect(errors).toHaveLength(2);
  expect(errors.every((e) => e.startsWith("[bad] html: "))).toBe(true);
  expect(errors.join("\n")).toMatch(/Duplicate ID “a”/);
});
