import { describe, expect, it } from "vitest";
import { catalog as en } from "./messages/en";
import { catalog as hi } from "./messages/hi";
import { catalog as ml } from "./messages/ml";
import { placeholders, saidKey } from "./translate";

const translations = { hi, ml } as Record<string, Record<string, Record<string, string>>>;
const english = en as Record<string, Record<string, string>>;

describe("every language has every message", () => {
  for (const [lang, catalog] of Object.entries(translations)) {
    it(`${lang}: the same areas and keys as English, none empty, the same placeholders`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [area, messages] of Object.entries(english)) {
        const theirs = catalog[area]!;
        const missing = Object.keys(messages).filter((key) => !(key in theirs));
        const extra = Object.keys(theirs).filter((key) => !(key in messages));
        expect({ area, missing, extra }).toEqual({ area, missing: [], extra: [] });
        for (const [key, text] of Object.entries(messages)) {
          expect(theirs[key]!.trim(), `${lang}.${area}.${key} is empty`).not.toBe("");
          expect(placeholders(theirs[key]!), `${lang}.${area}.${key}'s placeholders`).toEqual(placeholders(text));
        }
      }
    });
  }

  it("lists each English message of the 'said' area as itself (its keys are what arrives)", () => {
    for (const [key, text] of Object.entries(english.said!)) expect(text).toBe(key);
  });

  it("gives every 'said' message a digest of its own", () => {
    const keys = Object.keys(english.said!);
    expect(new Set(keys.map(saidKey)).size).toBe(keys.length);
  });

  it("has an '_other' form for every plural", () => {
    for (const [area, messages] of Object.entries(english))
      for (const key of Object.keys(messages).filter((k) => /_(zero|one|two|few|many)$/.test(k))) expect(messages, `${area}.${key}`).toHaveProperty(key.replace(/_[a-z]+$/, "_other"));
  });
});
