import { describe, expect, it } from "vitest";
import { signClientAddress } from "./client-address.server";
import { verifyClientAddress } from "../../api/lib/client-identity";

/** The app signs the visitor's address on its own; the API must accept exactly that, and nothing altered. */
describe("the signed client address (contract/http.ts)", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  it("is accepted by the API when signed with the same secret", () => {
    expect(verifyClientAddress("shared-secret-0123456789", signClientAddress("shared-secret-0123456789", "203.0.113.7", now), now)).toBe("203.0.113.7");
  });
  it("is refused with another secret, another address or when old", () => {
    const signed = signClientAddress("shared-secret-0123456789", "203.0.113.7", now);
    expect(verifyClientAddress("another-secret-0123456789", signed, now)).toBeUndefined();
    expect(verifyClientAddress("shared-secret-0123456789", signed.replace("203.0.113.7", "203.0.113.8"), now)).toBeUndefined();
    expect(verifyClientAddress("shared-secret-0123456789", signed, now + 120_000)).toBeUndefined();
  });
});
