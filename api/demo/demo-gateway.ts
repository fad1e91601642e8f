import { randomBytes } from "node:crypto";
import { and, asc, gt, isNull, lte } from "drizzle-orm";
import { upiRequests } from "../db/schema";
import type { Deps } from "../lib/context";
import { signGatewayEvent } from "../routes/payments/gateway-signature";
import { takeGatewayEvent } from "../routes/payments/payments.service";
import type { GatewayEvent } from "../../contract/schemas/payments";

/**
 * Demo mode only, with no payment gateway configured: plays the gateway as the demo provider
 * plays the provider. A UPI request open for DEMO_GATEWAY_DELAY_MS is paid, by a signed
 * callback event that goes through the same signature check and rules as a real gateway's.
 */
export async function runDemoGateway(deps: Deps): Promise<number> {
  const secret = deps.config.gatewaySecret;
  if (!deps.config.demoMode || !secret) return 0;
  const now = deps.now();
  const due = await deps.db.orm
    .select({ reference: upiRequests.reference, amount: upiRequests.amount })
    .from(upiRequests)
    .where(and(isNull(upiRequests.paidAt), isNull(upiRequests.withdrawnAt), gt(upiRequests.expiresAt, now), lte(upiRequests.createdAt, new Date(now.getTime() - deps.config.demoGatewayDelayMs))))
    .orderBy(asc(upiRequests.createdAt))
    .limit(20);
  let paid = 0;
  for (const r of due) {
    const event: GatewayEvent = { event_id: `demo_${randomBytes(12).toString("hex")}`, reference: r.reference, status: "SUCCESS", amount: r.amount };
    const body = JSON.stringify(event);
    try {
      if ((await takeGatewayEvent(deps, body, signGatewayEvent(secret, body, now))) === "paid") paid++;
    } catch {
      // Withdrawn or paid meanwhile (another copy of the app, or the customer): nothing to do.
    }
  }
  return paid;
}
