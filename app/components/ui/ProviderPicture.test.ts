import { describe, expect, it } from "vitest";
import { initials } from "./ProviderPicture";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("Kesar Family Studio")).toBe("KF");
    expect(initials("  anjali   nair ")).toBe("AN");
    expect(initials("Roop")).toBe("R");
  });
  it("is empty for a blank name", () => {
    expect(initials("   ")).toBe("");
  });
});
