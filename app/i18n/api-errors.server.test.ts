import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../contract/errors";
import { catalog as en } from "./messages/en";
import { catalog as hi } from "./messages/hi";
import { catalog as ml } from "./messages/ml";
import { placeholders } from "./translate";
import { translateRefusal } from "./api-errors.server";
import { inVisitorsLanguage } from "~/lib/api.server";

describe("the API's refusals by code", () => {
  it("every code has its words in English, Hindi and Malayalam, with the same placeholders", () => {
    for (const [lang, catalog] of Object.entries({ en, hi, ml })) {
      const messages = catalog.apiErrors as Record<string, string>;
      expect(Object.keys(messages).sort(), lang).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(placeholders(messages[code]!), `${lang}.${code}`).toEqual(placeholders(en.apiErrors[code]));
    }
  });

  it("are shown in the visitor's language, the values carried over", () => {
    expect(translateRefusal("hi", "slot_full", en.apiErrors.slot_full)).toBe(hi.apiErrors.slot_full);
    expect(translateRefusal("ml", "booking_open", "You already have a booking in progress (#42). Continue with it or cancel it before booking another.")).toContain("(#42)");
    expect(translateRefusal("hi", "resend_wait", "Please wait 58 seconds before requesting a new code.")).toBe("नया कोड मँगाने से पहले कृपया 58 सेकंड रुकें।");
  });

  it("stay as they came for English, an unknown code, or other words under a code (a validation message)", () => {
    expect(translateRefusal("en", "slot_full", en.apiErrors.slot_full)).toBe(en.apiErrors.slot_full);
    expect(translateRefusal("hi", "a_newer_code", "Something new.")).toBe("Something new.");
    expect(translateRefusal("hi", "invalid_request", "Please select a time slot.")).toBe("Please select a time slot.");
    expect(translateRefusal("hi", undefined, en.apiErrors.slot_full)).toBe(en.apiErrors.slot_full);
    // The state's sentence is translated whole by 'said'.
    expect(translateRefusal("hi", "wrong_state", "This booking is scheduled and cannot be changed that way now.")).toBe("This booking is scheduled and cannot be changed that way now.");
  });

  it("from api(): the message and the field errors that say the same words, not the others", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "saaj_lang=hi" } });
    const refusal = {
      ok: false as const,
      status: 409,
      code: "slot_full",
      message: en.apiErrors.slot_full,
      fieldErrors: { appointment_time: [en.apiErrors.slot_full], other: ["Phone number must be 10 digits"] },
    };
    const shown = inVisitorsLanguage(refusal, request);
    expect(shown).toMatchObject({ message: hi.apiErrors.slot_full, fieldErrors: { appointment_time: [hi.apiErrors.slot_full], other: ["Phone number must be 10 digits"] } });
  });
});
