import { hmac, safeEqualHex } from "../../lib/crypto";
import { GATEWAY_TOLERANCE_SECONDS } from "../../../contract/schemas/payments";

/**
 * The payment gateway's callback signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * The time is signed with the body, so an old event cannot be sent again with a new time.
 */
export function signGatewayEvent(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

export type SignatureCheck = "ok" | "bad" | "stale";

export function checkGatewaySignature(secret: string, header: string | undefined, rawBody: string, now: Date): SignatureCheck {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = parts.t ?? "";
  const v1 = parts.v1 ?? "";
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return "bad";
  if (!safeEqualHex(hmac(secret, `${t}.${rawBody}`), v1)) return "bad";
  return Math.abs(now.getTime() / 1000 - Number(t)) > GATEWAY_TOLERANCE_SECONDS ? "stale" : "ok";
}
