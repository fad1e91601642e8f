import { and, asc, eq, isNull } from "drizzle-orm";
import type { Deps } from "./context";
import type { Queryable } from "../db/client";
import { refunds } from "../db/schema";
import { signGatewayEvent } from "../routes/payments/gateway-signature";
import { errorField, log } from "../../shared/log";

/** How long the gateway may take to answer one refund. */
const REFUND_TIMEOUT_MS = 10_000;
/** Refunds sent per run of the jobs (the rest wait for the next). */
const REFUNDS_PER_RUN = 20;

/**
 * Records that what was paid for an appointment (less any fee kept) goes back, once: the appointment is the key, so a
 * second cancellation, a retry or a parallel request records nothing more. Called in the
 * transaction that cancels, so the refund exists exactly when the cancellation does.
 * Returns the amount when this call recorded it.
 */
export async function recordRefund(tx: Queryable, r: { appointmentId: number; paymentId: number; amount: number; reason: string }, now: Date): Promise<number | null> {
  const [row] = await tx.orm
    .insert(refunds)
    .values({ appointmentId: r.appointmentId, paymentId: r.paymentId, amount: r.amount, reason: r.reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ amount: refunds.amount });
  return row ? row.amount : null;
}

/**
 * The payment gateway adapter for refunds: the real gateway's endpoint (PAYMENT_GATEWAY_REFUND_URL,
 * the body signed as its callbacks are), or in demo mode the demo gateway, which takes every
 * refund at once. The appointment is the idempotency key: a refund sent twice is refunded once.
 */
async function sendToGateway(deps: Deps, refund: { appointmentId: number; amount: number }): Promise<string | null> {
  const { refundUrl, gatewaySecret, demoMode, realGateway } = deps.config;
  if (refundUrl && gatewaySecret) {
    const body = JSON.stringify({ idempotency_key: `saaj-refund-${refund.appointmentId}`, appointment_id: refund.appointmentId, amount: refund.amount.toFixed(2), currency: "INR" });
    const response = await fetch(refundUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-saaj-signature": signGatewayEvent(gatewaySecret, body, deps.now()) },
      body,
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`refund gateway answered ${response.status}`);
    const answer = (await response.json()) as { reference?: unknown };
    return typeof answer.reference === "string" ? answer.reference : `refund-${refund.appointmentId}`;
  }
  if (demoMode && !realGateway) return `demo-refund-${refund.appointmentId}`;
  return null;
}

/**
 * Sends the refunds not yet taken, oldest first (after a cancellation, and from the jobs: a
 * refund whose send failed or was cut by a restart goes out on the next run). Without a gateway
 * to send to, they wait and say so in the log.
 */
export async function sendPendingRefunds(deps: Deps) {
  const pending = await deps.db.orm.select().from(refunds).where(isNull(refunds.refundedAt)).orderBy(asc(refunds.createdAt)).limit(REFUNDS_PER_RUN);
  for (const refund of pending) {
    try {
      const reference = await sendToGateway(deps, refund);
      if (!reference) {
        log.warn({ appointment: refund.appointmentId, amount: refund.amount }, "[api] a refund waits: no payment gateway takes refunds (PAYMENT_GATEWAY_REFUND_URL)");
        continue;
      }
      await deps.db.orm
        .update(refunds)
        .set({ refundedAt: deps.now(), gatewayReference: reference })
        .where(and(eq(refunds.appointmentId, refund.appointmentId), isNull(refunds.refundedAt)));
    } catch (error) {
      log.warn({ appointment: refund.appointmentId, err: errorField(error) }, "[api] refund not sent; it is tried again");
    }
  }
}
