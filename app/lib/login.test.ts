import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { codeError, codeSchema, loginPage, MESSAGES, pageWithModal, phoneSchema, registerSchema, resendIn, resendText, spreadDigits } from "~/schemas/login";
import { afterLogin, loggedInTarget, newestLoginCode } from "./login.server";
import { SERVICE_TYPE } from "../../contract/catalog";

/** The errors Conform gives back for a form posted with these fields (as the action reads it). */
const errorsOf = (schema: ZodTypeAny, fields: Record<string, string>) => {
  const submission = parseWithZod(new URLSearchParams(fields), { schema });
  return (submission.status === "success" ? {} : (submission.reply().error ?? {})) as Record<string, string[]>;
};

describe("login phone", () => {
  it("accepts ten digits and reads the updates box", () => {
    expect(phoneSchema.parse({ phone: "9876543210", receiveUpdates: "on" })).toEqual({ phone: "9876543210", receiveUpdates: true });
    expect(phoneSchema.parse({ phone: " 98765 43210 " }).receiveUpdates).toBe(false);
  });
  it("says what is wrong, in the spec's words", () => {
    expect(errorsOf(phoneSchema, { phone: "98765" }).phone).toEqual([MESSAGES.phoneLength]);
    expect(errorsOf(phoneSchema, { phone: "" }).phone).toEqual(["Phone number must be 10 digits"]);
    expect(errorsOf(phoneSchema, {}).phone).toEqual(["Phone number must be 10 digits"]);
    expect(errorsOf(phoneSchema, { phone: "98765abcde" }).phone).toEqual(["Invalid phone number format"]);
    expect(errorsOf(phoneSchema, { phone: "+449876543210" }).phone).toEqual(["Invalid phone number format"]);
    // Ten digits, but no Indian mobile: mobiles start with 6 to 9.
    expect(errorsOf(phoneSchema, { phone: "0000000000" }).phone).toEqual(["Invalid phone number format"]);
    expect(errorsOf(phoneSchema, { phone: "5123456789" }).phone).toEqual(["Invalid phone number format"]);
  });
  it("takes a number as people paste it", () => {
    for (const pasted of ["+91 98765 43210", "+919876543210", "91-98765-43210", "098765 43210", "(98765) 43210", "98765.43210"]) {
      expect(phoneSchema.parse({ phone: pasted }).phone, pasted).toBe("9876543210");
    }
    expect(registerSchema.shape.phone.parse("+91 98765 43210")).toBe("9876543210");
  });
});

describe("code boxes", () => {
  const boxes = (...values: string[]) => Object.fromEntries(values.map((v, i) => [`otp${i + 1}`, v]));
  it("joins six digits", () => {
    expect(codeSchema.parse(boxes("1", "2", "3", "4", "5", "6"))).toBe("123456");
  });
  it("'Required' for an empty box, 'Must be a digit' for anything else", () => {
    expect(codeError(errorsOf(codeSchema, boxes("1", "", "3", "4", "5", "6")))).toBe("Required");
    expect(codeError(errorsOf(codeSchema, {}))).toBe("Required");
    expect(codeError(errorsOf(codeSchema, boxes("1", "2", "3", "4", "5")))).toBe("Required");
    expect(codeError(errorsOf(codeSchema, boxes("a", "2", "3", "4", "5", "6")))).toBe("Must be a digit");
    expect(codeError(errorsOf(codeSchema, boxes("1a", "2", "3", "4", "5", "6")))).toBe("Must be a digit");
  });
  it("'Must be 6 digits' for part of a code in one box; the whole code in any one box is taken [spec 1.5.must-be-4-digits]", () => {
    expect(codeError(errorsOf(codeSchema, boxes("12", "", "", "", "", "")))).toBe("Must be 6 digits");
    expect(codeError(errorsOf(codeSchema, boxes("1234", "", "", "", "", "")))).toBe("Must be 6 digits");
    expect(codeError(errorsOf(codeSchema, boxes("123", "4", "", "", "", "")))).toBe("Must be 6 digits");
    expect(codeSchema.parse(boxes("123 456", "", "", "", "", ""))).toBe("123456");
    expect(codeSchema.parse(boxes("", "", "", "", "654321", ""))).toBe("654321");
    // Four digits, the spec's old length, are not a code.
    expect(codeError(errorsOf(codeSchema, boxes("", "1234", "", "", "", "")))).toBe("Must be 6 digits");
  });
  it("spreads pasted text over the boxes", () => {
    const empty = ["", "", "", "", "", ""];
    expect(spreadDigits(empty, "123 456")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(spreadDigits(["9", "", "", "", "", ""], "56", 1)).toEqual(["9", "5", "6", "", "", ""]);
    expect(spreadDigits(empty, "12345678")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });
});

describe("registration", () => {
  it("accepts a good form and drops non-digits from the phone", () => {
    expect(registerSchema.parse({ name: " Asha ", email: "asha@example.in", phone: "98765-43210", receiveUpdates: "on" })).toEqual({
      name: "Asha",
      email: "asha@example.in",
      phone: "9876543210",
      receiveUpdates: true,
    });
  });
  it("uses the spec's messages", () => {
    const e = errorsOf(registerSchema, { name: "Al", email: "nope", phone: "123" });
    expect(e).toEqual({
      name: ["Name must be at least 3 characters long"],
      email: ["Invalid email address"],
      phone: ["Phone number must be 10 digits"],
    });
  });
});

describe("resend countdown", () => {
  it("counts 60 seconds from when the code was sent", () => {
    const sent = 1_000_000;
    expect(resendIn(sent, sent)).toBe(60);
    expect(resendIn(sent, sent + 15_400)).toBe(45);
    expect(resendIn(sent, sent + 60_000)).toBe(0);
    expect(resendIn(sent, sent + 999_000)).toBe(0);
    expect(resendIn(null, sent)).toBe(0);
    expect(resendText(45)).toBe("Resend in 45 seconds");
  });
});

describe("where login goes", () => {
  const cart = { providerId: 1, branchId: 2, serviceTypeId: SERVICE_TYPE.salon, lines: { "5": 1 } };
  it("the page goes to /DateTime with a cart, else back", () => {
    expect(afterLogin("page", "/MyProfile", cart)).toBe("/DateTime");
    expect(afterLogin("page", "/MyProfile", undefined)).toBe("/MyProfile");
    expect(afterLogin("page", "https://evil.example", undefined)).toBe("/");
    expect(afterLogin("page", "//evil.example", undefined)).toBe("/");
  });
  it("a popup stays on its page, without the modal", () => {
    expect(afterLogin("popup", "/Overview?provider_id=1&modal=code", cart)).toBe("/Overview?provider_id=1");
  });
  it("a logged-in visitor skips /Login", () => {
    expect(loggedInTarget(cart)).toBe("/DateTime");
    expect(loggedInTarget({ ...cart, lines: {} })).toBe("/");
  });
  it("builds the popup and page addresses", () => {
    expect(pageWithModal("/?tab=x", "code")).toBe("/?tab=x&modal=code");
    expect(pageWithModal("/?modal=login", null)).toBe("/");
    expect(loginPage("code", "/MyProfile")).toBe("/Login?step=code&redirectTo=%2FMyProfile");
    expect(loginPage("phone", "/")).toBe("/Login");
  });
});

describe("demo SMS", () => {
  it("shows the newest login code", () => {
    expect(
      newestLoginCode([
        { body: "provider code 9999", purpose: "provider-code", created_at: "2" },
        { body: "Your Saaj login code is 1234", purpose: "login-code", created_at: "1" },
        { body: "old 5678", purpose: "login-code", created_at: "0" },
      ]),
    ).toBe("Your Saaj login code is 1234");
    expect(newestLoginCode([])).toBeNull();
  });
});
