import { describe, expect, it } from "vitest";
import { isSpam } from "./honeypot.server";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("isSpam", () => {
  it("lets a person's form through (the hidden field empty or absent)", async () => {
    expect(await isSpam(form({ email: "asha@example.in", name__confirm: "" }))).toBe(false);
    expect(await isSpam(form({ email: "asha@example.in" }))).toBe(false);
  });
  it("catches a filled hidden field", async () => {
    expect(await isSpam(form({ email: "asha@example.in", name__confirm: "Asha" }))).toBe(true);
  });
});
