import { describe, expect, it } from "vitest";
import en from "~/i18n/messages/en/login";
import hi from "~/i18n/messages/hi/login";
import ml from "~/i18n/messages/ml/login";
import { pluralEnding } from "./ResendCountdown";

describe("the no-JavaScript countdown's wording", () => {
  it("English: 'second' with an 's' that CSS drops at one second left", () => {
    expect(pluralEnding(en.resendIn_one, en.resendIn_other)).toEqual({ head: "Resend in {count} second", ending: "s", tail: "" });
  });

  it("Hindi and Malayalam: one wording for any number, with the count in it", () => {
    for (const m of [hi, ml]) {
      const { head, ending, tail } = pluralEnding(m.resendIn_one, m.resendIn_other);
      expect(ending).toBe("");
      expect(head + tail).toBe(m.resendIn_other);
      expect(head + tail).toContain("{count}");
    }
  });

  it("an ending inside the wording, or a plural that differs otherwise", () => {
    expect(pluralEnding("in {count} second now", "in {count} seconds now")).toEqual({ head: "in {count} second", ending: "s", tail: " now" });
    expect(pluralEnding("{count} child", "{count} children")).toEqual({ head: "{count} child", ending: "ren", tail: "" });
    expect(pluralEnding("{count} mouse", "{count} mice")).toEqual({ head: "{count} mice", ending: "", tail: "" });
  });
});
