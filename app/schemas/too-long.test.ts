import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { contactSchema } from "./contact";
import { registerSchema } from "./login";
import { profileSchema } from "./profile";
import { callbackSchema, searchSchema } from "./search";

/** The first message the schema gives for `field` when everything else is fine. */
function messageFor(schema: ZodTypeAny, valid: Record<string, string>, field: string, value: string) {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? null : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe("text longer than a form takes", () => {
  it("is refused in plain words that say the limit, never zod's developer wording", () => {
    const cases: Array<[ZodTypeAny, Record<string, string>, string, number, string]> = [
      [contactSchema, { name: "Asha Nair", email: "asha@example.in", message: "Hello there" }, "name", 81, "Please keep this to 80 characters."],
      [contactSchema, { name: "Asha Nair", email: "asha@example.in", message: "Hello there" }, "message", 2001, "Please keep it to 2000 characters."],
      [registerSchema, { name: "Asha Nair", email: "asha@example.in", phone: "9876543210" }, "name", 81, "Please keep this to 80 characters."],
      [profileSchema, { name: "Asha Nair" }, "name", 81, "Please keep this to 80 characters."],
      [profileSchema, { name: "Asha Nair" }, "location", 121, "Please keep this to 120 characters."],
      [profileSchema, { name: "Asha Nair" }, "address", 301, "Please keep this to 300 characters."],
      [searchSchema, { serviceTypeId: "1", service: "Haircut", location: "Kochi" }, "location", 121, "Please keep this to 120 characters."],
      [callbackSchema, { name: "Asha Nair", phone: "9876543210" }, "name", 81, "Please keep this to 80 characters."],
    ];
    for (const [schema, valid, field, length, message] of cases) expect(messageFor(schema, valid, field, "a".repeat(length)), field).toBe(message);
  });
});
