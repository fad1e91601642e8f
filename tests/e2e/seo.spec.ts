import { get as httpGet } from "node:http";
import { expect, test } from "./fixtures";

const PROVIDER = "/Overview?provider_id=1&branch_id=1";

test("a provider page tells search engines and link previews what the page shows", async ({ page, baseURL }) => {
  await page.goto(`${PROVIDER}&tab=review`);
  const canonical = `${baseURL}${PROVIDER}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
  expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "BeautySalon", url: canonical, address: { addressCountry: "IN" } });
  // What it says is what the page shows: the name, the place, the rating and the reviews.
  const header = page.locator("h2", { hasText: ld.name });
  await expect(header).toBeVisible();
  await expect(page.getByText(`${ld.address.addressLocality}, ${ld.address.addressRegion}`, { exact: true })).toBeVisible();
  expect(ld.aggregateRating.reviewCount).toBeGreaterThan(0);
  await expect(page.getByText(`(${ld.aggregateRating.reviewCount} review${ld.aggregateRating.reviewCount === 1 ? "" : "s"})`)).toBeVisible();
  await expect(page.getByText(Number(ld.aggregateRating.ratingValue).toFixed(1)).first()).toBeVisible();
  expect(ld.geo.latitude).toEqual(expect.any(Number));
  expect(ld.priceRange).toMatch(/^₹[\d,]+–₹[\d,]+$/);
  expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);

  // A preview on WhatsApp and the like: title, summary and a picture the networks can draw.
  const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
  expect(await og("og:title")).toBe(`${ld.name} | Saaj`);
  expect(await og("og:url")).toBe(canonical);
  expect((await og("og:description"))?.length).toBeGreaterThan(20);
  const image = (await og("og:image"))!;
  expect(image).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  const picture = await page.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toMatch(/^image\//);
});

test("the home page and a search carry their own address and preview", async ({ page, baseURL }) => {
  await page.goto("/?faq=salon");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Saaj/);
  await page.goto("/SearchResults?type=2&location=Trivandrum&sort=rating");
  // Each search has its own title, and so has each of its pages.
  await expect(page).toHaveTitle("Beauticians who come home near Trivandrum | Saaj");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/SearchResults?type=2&location=Trivandrum`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Beauticians who come home near Trivandrum | Saaj");
  await page.goto("/SearchResults?type=1&service=Haircut&location=Trivandrum&page=2");
  await expect(page).toHaveTitle("Salons and beauticians for Haircut near Trivandrum, page 2 | Saaj");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/SearchResults?type=1&service=Haircut&location=Trivandrum&page=2`);
});

test("each page has an address in Hindi and in Malayalam, named to search engines; opening one keeps that language for the pages after it", async ({ page, baseURL }) => {
  await page.goto(PROVIDER);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates).toEqual([
    ["en-IN", `${baseURL}${PROVIDER}`],
    ["hi-IN", `${baseURL}${PROVIDER}&lang=hi`],
    ["ml-IN", `${baseURL}${PROVIDER}&lang=ml`],
    ["x-default", `${baseURL}${PROVIDER}`],
  ]);
  // A search engine's visitor, whose browser asks for English, opens the Malayalam address.
  await page.goto(`${PROVIDER}&lang=ml`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${PROVIDER}&lang=ml`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ml_IN");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  // Choosing English in the footer wins over the address it was chosen on.
  await page.goto(`${PROVIDER}&lang=ml`);
  await page.locator("footer").getByTestId("language-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page).toHaveURL(`${baseURL}${PROVIDER}`);
});

test("robots.txt keeps personal pages out and points to the sitemap, which lists every provider page", { tag: "@js-on" }, async ({ request, baseURL }) => {
  // Files, not pages: runs once.
  const robots = await (await request.get("/robots.txt")).text();
  for (const personal of ["/Login", "/DateTime", "/Cart", "/ConfirmAppointment", "/Payment", "/ThankYou", "/MyProfile", "/invoice/"]) expect(robots).toContain(`Disallow: ${personal}\n`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const files = locations(await index.text());
  expect(files[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
  expect(files.slice(1)).toEqual(files.slice(1).map((_, i) => `${baseURL}/sitemaps/providers/${i + 1}.xml`));

  const pages = locations(await (await request.get(files[0]!)).text());
  expect(pages).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/AboutUs`, `${baseURL}/TermsAndConditons`, `${baseURL}/SearchResults?type=1&location=Trivandrum`]));
  expect(pages.some((p) => /MyProfile|Login|Cart/.test(p))).toBe(false);

  const providers = (await Promise.all(files.slice(1).map(async (f) => locations(await (await request.get(f)).text())))).flat();
  expect(providers).toContain(`${baseURL}${PROVIDER}`);
  expect(new Set(providers).size).toBe(providers.length);
  // Every listed page is there.
  for (const url of providers.slice(0, 3)) expect((await request.get(url)).status(), url).toBe(200);
  expect((await request.get(`/sitemaps/providers/${files.length + 5}.xml`)).status()).toBe(404);
  expect((await request.get("/sitemaps/providers/abc")).status()).toBe(404);
});

test("a forged Host header changes no address: robots.txt, the sitemaps and a page's canonical link come from PUBLIC_URL", { tag: "@js-on" }, async ({ baseURL }) => {
  // Files, not pages: runs once.
  // Node's own client: a browser (and Playwright's request) never sends a Host other than the URL's.
  const { port } = new URL(baseURL!);
  const get = (path: string) =>
    new Promise<string>((resolve, reject) =>
      httpGet({ host: "127.0.0.1", port, path, headers: { Host: "evil.example" } }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c: string) => (body += c));
        res.on("end", () => resolve(body));
      }).on("error", reject),
    );
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml", PROVIDER]) {
    const body = await get(path);
    expect(body, path).toContain(baseURL!);
    expect(body, path).not.toContain("evil.example");
  }
});
