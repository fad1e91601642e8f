import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("hex");

export const randomToken = () => randomBytes(32).toString("base64url");

/** A uniformly random 4-digit code, '0000'..'9999'. */
export const fourDigitCode = () => String(randomInt(0, 10000)).padStart(4, "0");

export function safeEqualHex(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
