import { expect, test, watchConsole } from "./fixtures";
import { addToCart } from "./helpers";

test("the home page is served, styled, with header and footer", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Saaj home" })).toBeVisible();
  await expect(page.getByTestId("footer-cities")).toBeVisible();
  // Styled on the server: the theme's background is there with or without scripts.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(255, 249, 250)");
  expect(problems).toEqual([]);
});

test("an unknown page keeps the layout", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saaj home" })).toBeVisible();
});

test("a post a page does not know shows the page's own error boundary: its message and status in the layout, in the visitor's language @js-off", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const unknown = await request.post("/SearchResults", { headers: { origin, accept: "text/html" }, form: { intent: "no-such-intent" } });
  expect(unknown.status()).toBe(400);
  const html = await unknown.text();
  // Inside the root's layout (the header and the skip link stay), with the refusal's own words.
  expect(html).toMatch(/<main id="main">[\s\S]*We did not recognise what this form sent\. Please go back, reload the page and try again\.[\s\S]*Error 400[\s\S]*<\/main>/);
  expect(html).toContain("Skip to content");
  expect(html).toContain('aria-label="Saaj home"');
  const inHindi = await request.post("/SearchResults", { headers: { origin, accept: "text/html", cookie: "saaj_lang=hi" }, form: { intent: "no-such-intent" } });
  expect(inHindi.status()).toBe(400);
  expect(await inHindi.text()).toContain("इस फ़ॉर्म से जो भेजा गया, वह हम समझ नहीं पाए।");
});

test("a page's action refuses a body that is not its form, or too large, with a message instead of a 500", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const json = await request.post("/Contact", { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ name: "x" }) });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain("only accepts its own forms");
  const big = await request.post("/Contact", { headers: { origin }, form: { name: "Asha", message: "x".repeat(100 * 1024) } });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("too large");
  const api = await request.post("/api/subscribe/", { data: { email: `${"a".repeat(100 * 1024)}@example.in` } });
  expect(api.status()).toBe(413);
  expect(await api.json()).toMatchObject({ status: "failure", message: expect.stringContaining("too large") });
});

test("a form sent through a proxy that ends TLS is taken (its Origin https://, the server's own URL http://)", async ({ request, baseURL }) => {
  const site = new URL(baseURL!);
  const form = { name: "Asha", email: "asha@example.in", message: "Sent through the proxy." };
  const proxied: Record<string, string>[] = [{ origin: `https://${site.host}` }, { origin: "https://saaj.example", "x-forwarded-host": "saaj.example" }];
  for (const headers of proxied) {
    const sent = await request.post("/Contact", { headers, form, maxRedirects: 0 });
    expect(sent.status(), JSON.stringify(headers)).toBe(302);
    expect(sent.headers()["location"]).toBe("/Contact");
  }
  const forged = await request.post("/Contact", { headers: { origin: "https://evil.example" }, form, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
});

test("the footer's newsletter form explains a bad email at the form, keeping it, then empties after a success [spec 1.4.email-submitted 1.5.valid-email]", async ({ page, jsEnabled }) => {
  await page.goto("/SearchResults?type=1&location=Trivandrum");
  const form = page.locator("form#newsletter");
  const email = form.getByLabel("Email address");
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  // Without JavaScript too: the error under the box (not a toast at the top), with what was typed.
  await expect(form.getByText("Please enter a valid email.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Please enter a valid email." })).toHaveCount(0);
  await expect(email).toHaveValue("not-an-email");
  await expect(email).toBeInViewport();
  if (!jsEnabled) await expect(page).toHaveURL(/\/SearchResults\?type=1&location=Trivandrum#newsletter$/);
  await email.fill(`reader.${Date.now()}@example.in`);
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(form.getByRole("button", { name: "Email Submitted Successfully" })).toBeVisible();
  await expect(email).toHaveValue("");
  await expect(form.getByText("Please enter a valid email.")).toHaveCount(0);
});

test("the contact form explains what is wrong, keeps what was typed, then sends [spec 2.5.invalid-email 2.5.message-5]", async ({ page }) => {
  await page.goto("/Contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Asha");
  await form.getByLabel("Email").fill("asha@");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Message must be at least 5 characters")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Asha");
  await expect(form.getByLabel("Email")).toHaveValue("asha@");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Email").fill("asha@example.in");
  await form.getByLabel("Message").fill("Do you come to Kochi for bridal makeup?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
});

test("images are cached for a week and revalidated, hashed scripts for a year and fetched after the page", { tag: "@js-on" }, async ({ request }) => {
  // Headers only: runs once.
  const image = await request.get("/images/demo/service-1.svg");
  expect(image.headers()["cache-control"]).toBe("public, max-age=604800, stale-while-revalidate=86400");
  // From the server's page: once hydrated, React Router may render its scripts again without the preloads.
  const html = await (await request.get("/")).text();
  const src = /<link rel="modulepreload"[^>]* href="([^"]+)"/.exec(html)?.[1];
  // Scripts are fetched after the page's text and pictures (entry.server.tsx).
  expect(html.match(/<link rel="modulepreload"[^>]*>/g)?.every((l) => l.includes('fetchpriority="low"'))).toBe(true);
  expect(src).toMatch(/^\/assets\//);
  const asset = await request.get(src!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("links out go to Saaj's own pages, and every Try-on link to the same place", async ({ page }) => {
  await page.goto("/Overview?provider_id=1&branch_id=1");
  const social = page.getByRole("navigation", { name: "Saaj on social networks" });
  for (const href of await social.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^https:\/\/www\.[a-z]+\.com\/.+/);
  const tryOn = await page
    .getByRole("link", { name: /Virtual Try-on/ })
    .first()
    .getAttribute("href");
  await page.goto("/SearchResults?type=1&location=Trivandrum");
  expect(
    await page
      .getByRole("link", { name: /Virtual Try-on/ })
      .first()
      .getAttribute("href"),
  ).toBe(tryOn);
  expect(tryOn).toBe("https://tryon.saaj.in");
});

test("a public page for a visitor without a session comes from the page cache, with this response's own script nonce", async ({ request, page, jsEnabled, playwright, baseURL }) => {
  const path = "/AboutUs?cache-test=" + Date.now();
  // The cache keeps a page per language: ask in the browser's (Chromium here says en-US).
  const headers = { "Accept-Language": await page.evaluate(() => navigator.languages.join(",")).catch(() => "en-US") };
  const first = await request.get(path, { headers });
  const second = await request.get(path, { headers });
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const [n1, n2] = [nonceOf(first.headers()["content-security-policy"]!), nonceOf(second.headers()["content-security-policy"]!)];
  expect(n1).toBeTruthy();
  expect(n2).not.toBe(n1);
  const body = await second.text();
  expect(body).toContain(`nonce="${n2}"`);
  expect(body).not.toContain(`nonce="${n1}"`);
  // The cached page runs its scripts under the new nonce: no CSP refusal, and the menu works.
  const refused: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
  const shown = await page.goto(path);
  expect(shown?.headers()["x-page-cache"]).toBe("hit");
  if (jsEnabled) {
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  }
  expect(refused).toEqual([]);
  // A provider page remembers the provider in a cookie that follows from its address alone: kept
  // with the page, so the next visitor without cookies gets both from the cache.
  const provider = `/Overview?provider_id=1&branch_id=1&cache-test=${Date.now()}`;
  const visitor = async () => {
    const fresh = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    const answer = await fresh.get(provider);
    const seen = { headers: answer.headers() };
    await fresh.dispose();
    return seen;
  };
  await visitor();
  const again = await visitor();
  expect(again.headers["x-page-cache"]).toBe("hit");
  expect(again.headers["set-cookie"]).toMatch(/^__saaj=/);
  expect(again.headers["x-cookie-from-url"]).toBeUndefined();
});

test("visitors whose session holds only the place they searched share cached pages for that place", { tag: "@js-on" }, async ({ playwright, baseURL }) => {
  // Headers only: runs once.
  const searcher = await playwright.request.newContext({ baseURL });
  const searched = await searcher.get(`/SearchResults?type=1&location=Mumbai&shared-test=${Date.now()}`);
  const cookie = /^(__saaj=[^;]+)/.exec(searched.headers()["set-cookie"] ?? "")?.[1];
  await searcher.dispose();
  expect(cookie, "the searched place is remembered").toBeTruthy();
  const home = `/?shared-test=${Date.now()}`;
  const visit = async (headers: Record<string, string>) => {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    const answer = await visitor.get(home);
    const seen = { cache: answer.headers()["x-page-cache"], control: answer.headers()["cache-control"], body: await answer.text() };
    await visitor.dispose();
    return seen;
  };
  const first = await visit({ Cookie: cookie! });
  const second = await visit({ Cookie: cookie! });
  expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
  // The home page's search starts from the remembered place, for everyone with that cookie only.
  expect(second.body).toMatch(/id="hero-location"[^>]*value="Mumbai"/);
  expect(second.control).toBe("private, no-store");
  const stranger = await visit({});
  expect(stranger.body).not.toMatch(/id="hero-location"[^>]*value="Mumbai"/);
});

test("a visitor with a session never gets a cached page", { tag: "@js-on" }, async ({ page }) => {
  // Headers only: runs once.
  await page.goto("/Overview?provider_id=1&branch_id=1");
  await addToCart(page);
  const home = await page.goto("/");
  expect(home?.headers()["x-page-cache"]).toBe("bypass");
  expect(home?.headers()["cache-control"]).toBe("private, no-store");
});
