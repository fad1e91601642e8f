import { describe, expect, it } from "vitest";
import { deadlineText } from "./deadline";

describe("deadlineText", () => {
  it("writes the moment on India's clock, in each language's words", () => {
    // 08:00 UTC is 1:30 PM in India; 18:29 UTC on the 14th is 11:59 PM there, still the 14th.
    expect(deadlineText("2026-12-14T08:00:00Z", "en-IN")).toBe("Mon 14 Dec, 1:30 PM");
    expect(deadlineText(new Date("2026-12-14T18:29:00Z"), "en-IN")).toBe("Mon 14 Dec, 11:59 PM");
    expect(deadlineText("2026-12-14T18:30:00Z", "en-IN")).toBe("Tue 15 Dec, 12:00 AM");
    expect(deadlineText("2026-12-14T08:00:00Z", "hi-IN")).toBe("सोम 14 दिस॰, 1:30 PM");
    expect(deadlineText("2026-12-14T08:00:00Z", "ml-IN")).toBe("തിങ്കൾ 14 ഡിസം, 1:30 PM");
  });
});
