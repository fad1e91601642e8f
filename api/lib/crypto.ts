import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("hex");

export const randomToken = () => randomBytes(32).toString("base64url");

/** A uniformly random code of `length` digits, leading zeros kept ('0000'..'9999' for 4). */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, "0");

export function safeEqualHex(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
