import { createHmac } from "node:crypto";
import { CLIENT_ADDRESS_HEADER } from "../../contract/http";

export { CLIENT_ADDRESS_HEADER };

/** The visitor's address for an external API, signed as contract/http.ts describes. */
export function signClientAddress(secret: string, address: string, now: number): string {
  const clean = address.replace(/[;\s]/g, "") || "unknown";
  const signature = createHmac("sha256", secret).update(`${clean};${now}`).digest("hex");
  return `${clean};${now};${signature}`;
}
