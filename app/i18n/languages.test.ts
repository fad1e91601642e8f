import { describe, expect, it } from "vitest";
import { cookieValue, negotiateLanguage, requestLanguage } from "./languages";
import { fill, translator } from "./translate";

describe("the language of a request", () => {
  it("takes an address's ?lang= before the cookie (a page's own address in that language), and ignores any other value", () => {
    const headers = { Cookie: "saaj_lang=hi", "Accept-Language": "en" };
    expect(requestLanguage(new Request("http://x/Overview?provider_id=1&lang=ml", { headers }))).toBe("ml");
    expect(requestLanguage(new Request("http://x/?lang=fr", { headers }))).toBe("hi");
    expect(requestLanguage(new Request("http://x/?lang=", { headers }))).toBe("hi");
  });

  it("takes the chosen language from its cookie first", () => {
    expect(negotiateLanguage("ml", "hi-IN")).toBe("ml");
    expect(requestLanguage(new Request("http://x/", { headers: { Cookie: "a=1; saaj_lang=hi", "Accept-Language": "ml" } }))).toBe("hi");
  });

  it("else the best of Accept-Language by quality, a region or script counting as the language", () => {
    expect(negotiateLanguage(undefined, "hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(negotiateLanguage(undefined, "en-US,en;q=0.9,ml;q=0.8")).toBe("en");
    expect(negotiateLanguage(undefined, "fr-FR, ml-Mlym-IN;q=0.7, hi;q=0.6")).toBe("ml");
    expect(negotiateLanguage(undefined, "ta-IN, hi;q=0")).toBe("en");
  });

  it("ignores what it does not know, and junk", () => {
    expect(negotiateLanguage("xx", "de")).toBe("en");
    expect(negotiateLanguage("", "")).toBe("en");
    expect(negotiateLanguage(null, null)).toBe("en");
    expect(negotiateLanguage(undefined, "hi;q=abc, ml;q=2, ;;;,,")).toBe("en");
    expect(negotiateLanguage(undefined, `${"x,".repeat(500)}hi`)).toBe("en"); // past the length we read
    expect(cookieValue("saaj_lang", "saaj_lang")).toBeUndefined();
  });
});

describe("messages", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("Hello, User {phone}", { phone: "9876543210" })).toBe("Hello, User 9876543210");
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("chooses the plural form by the language's rules", () => {
    const messages = { items_one: "{count} item", items_other: "{count} items" };
    const en = translator<keyof typeof messages>(messages, "en-IN", "test");
    const hi = translator<keyof typeof messages>(messages, "hi-IN", "test");
    expect([en.plural("items", 0), en.plural("items", 1), en.plural("items", 2)]).toEqual(["0 items", "1 item", "2 items"]);
    // In Hindi, 0 takes the singular form too.
    expect(hi.plural("items", 0)).toBe("0 item");
  });
});
