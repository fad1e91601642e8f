import { randomBytes } from "node:crypto";
import type { TestApi } from "../../test/setup";
import { signGatewayEvent } from "./gateway-signature";

/** For tests: the payment gateway's signed callback, as a real gateway sends it. */
export function gatewayCallback(
  api: TestApi,
  event: { reference: string; amount: number; status?: "SUCCESS" | "FAILURE"; event_id?: string },
  options: { secret?: string; at?: Date; body?: string } = {},
) {
  const body =
    options.body ?? JSON.stringify({ event_id: event.event_id ?? `evt_${randomBytes(8).toString("hex")}`, status: event.status ?? "SUCCESS", reference: event.reference, amount: event.amount });
  const signature = signGatewayEvent(options.secret ?? api.deps.config.gatewaySecret!, body, options.at ?? api.deps.now());
  return api.request("POST", "/api/payment/gateway-callback/", { headers: { "content-type": "application/json", "x-gateway-signature": signature }, raw: body });
}
