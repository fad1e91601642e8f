import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointments, gatewayEvents, payments, upiRequests } from "../../db/schema";
import type { ApiConfig } from "../../config";
import type { Deps } from "../../lib/context";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import { samePaise } from "../../lib/money";
import { recordRefund, sendPendingRefunds } from "../../lib/refunds";
import { loadOwnAppointment, paymentFor, type AppointmentOwner, type Payment as PaymentRow } from "../../lib/own-appointment";
import { STATUS } from "../../../contract/booking";
import { GatewayEvent, MESSAGES, type Payment, type UpiRequest } from "../../../contract/schemas/payments";
import { UPI_REQUEST_MINUTES, type PaymentMethod, type PaymentState } from "../../../contract/payment";
import { checkGatewaySignature } from "./gateway-signature";

/**
 * Paying for a booking (docs/decisions/0020-payment-methods.md). Checkout confirms the booking
 * and records its bill (`payments`); the money comes in later: by UPI, when the gateway's signed
 * callback says a payment request was paid, or at the venue, when the provider says so.
 */

/** Bookings that can still be paid: confirmed, under way or done (paying after the visit is allowed). */
const PAYABLE_STATUSES: number[] = [STATUS.scheduled, STATUS.inProgress, STATUS.completed];

type UpiRow = typeof upiRequests.$inferSelect;

const isOpen = (r: UpiRow, now: Date) => !r.paidAt && !r.withdrawnAt && r.expiresAt.getTime() > now.getTime();

/** Paid (by UPI or at the venue), waiting for an open UPI request, or else to pay at the venue. */
export function paymentStateOf(method: PaymentMethod, paidAt: Date | null, upiOpen: boolean): PaymentState {
  if (paidAt) return method === "upi" ? "paid_upi" : "paid_venue";
  return method === "upi" && upiOpen ? "upi_pending" : "venue_due";
}

/** The upi:// link a phone's UPI app opens: payee, amount in rupees with paise, INR, our reference, a note. */
export function upiUrl(payee: ApiConfig["upiPayee"], amount: number, reference: string, note: string): string {
  const params = [
    ["pa", payee.vpa],
    ["pn", payee.name],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tr", reference],
    ["tn", note],
  ].map(([k, v]) => `${k}=${encodeURIComponent(v!)}`);
  return `upi://pay?${params.join("&")}`;
}

function toUpi(row: UpiRow, payee: ApiConfig["upiPayee"], now: Date): UpiRequest {
  return {
    reference: row.reference,
    url: upiUrl(payee, row.amount, row.reference, `Saaj booking ${row.appointmentId}`),
    payee_vpa: payee.vpa,
    payee_name: payee.name,
    amount: row.amount,
    expires_at: row.expiresAt.toISOString(),
    expires_in: isOpen(row, now) ? Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000) : 0,
  };
}

async function latestUpiRequest(q: Queryable, appointmentId: number): Promise<UpiRow | undefined> {
  const [row] = await q.orm.select().from(upiRequests).where(eq(upiRequests.appointmentId, appointmentId)).orderBy(desc(upiRequests.createdAt)).limit(1);
  return row;
}

/** 'SJ42' + 10 random letters and digits: unique, and within UPI's 35 characters. */
const newReference = (appointmentId: number) => `SJ${appointmentId}${randomBytes(10).toString("hex").toUpperCase().slice(0, 10)}`;

/** Withdraws the booking's open UPI request, if any (a later payment for it is still recorded: the money came). */
/** Ends the appointment's open UPI requests: it is to be paid some other way, or not at all (cancelled). */
export const withdrawOpenRequests = (q: Queryable, appointmentId: number, now: Date) =>
  q.orm
    .update(upiRequests)
    .set({ withdrawnAt: now })
    .where(and(eq(upiRequests.appointmentId, appointmentId), isNull(upiRequests.paidAt), isNull(upiRequests.withdrawnAt)));

/**
 * Opens a UPI request for what is left to pay, withdrawing any earlier open one; the payment's method
 * becomes UPI. It is open UPI_REQUEST_MINUTES, or until `notBefore` when that is later: at checkout,
 * the end of the slot hold the customer was just shown ("Please confirm by…"), so the customer
 * reads one deadline, not two that disagree by minutes.
 */
export async function openUpiRequest(q: Queryable, deps: Deps, payment: PaymentRow, notBefore?: Date): Promise<UpiRow> {
  const now = deps.now();
  const expiresAt = new Date(Math.max(now.getTime() + UPI_REQUEST_MINUTES * 60_000, notBefore?.getTime() ?? 0));
  await withdrawOpenRequests(q, payment.appointmentId, now);
  const [row] = await q.orm
    .insert(upiRequests)
    .values({
      reference: newReference(payment.appointmentId),
      appointmentId: payment.appointmentId,
      amount: payment.total,
      createdAt: now,
      expiresAt,
    })
    .returning();
  await q.orm.update(payments).set({ method: "upi" }).where(eq(payments.paymentId, payment.paymentId));
  return row!;
}

export const upiAvailable = (config: ApiConfig) => Boolean(config.gatewaySecret);

/** The booking's payment as its owner (customer or provider) sees it. */
export async function paymentView(deps: Deps, appointmentId: number, owner: AppointmentOwner, q: Queryable = deps.db): Promise<Payment> {
  await loadOwnAppointment(q, appointmentId, owner, { forbiddenCode: "not_your_booking" });
  const payment = await paymentFor(q, appointmentId);
  if (!payment) throw notFound("not_payable", MESSAGES.notPayable);
  const now = deps.now();
  const latest = await latestUpiRequest(q, appointmentId);
  const state = paymentStateOf(payment.method, payment.paidAt, latest !== undefined && isOpen(latest, now));
  return {
    appointment_id: appointmentId,
    amount: payment.total,
    method: payment.method,
    state,
    paid_at: payment.paidAt?.toISOString() ?? null,
    upi: payment.method === "upi" && !payment.paidAt && latest ? toUpi(latest, deps.config.upiPayee, now) : null,
  };
}

/** The customer's own unpaid payment, locked, of a booking that can be paid. */
async function lockUnpaid(tx: Queryable, userId: number, appointmentId: number): Promise<PaymentRow> {
  const a = await loadOwnAppointment(tx, appointmentId, { userId }, { lock: true, forbiddenCode: "not_your_booking" });
  const payment = await paymentFor(tx, appointmentId);
  if (!payment || !PAYABLE_STATUSES.includes(a.statusId)) throw badRequest("not_payable", MESSAGES.notPayable);
  if (payment.paidAt) throw conflict("nothing_to_pay", MESSAGES.nothingToPay);
  return payment;
}

/** A new UPI request for a confirmed, unpaid booking (after one expired, or instead of paying at the venue). */
export async function requestUpi(deps: Deps, userId: number, appointmentId: number): Promise<Payment> {
  if (!upiAvailable(deps.config)) throw badRequest("upi_unavailable", MESSAGES.upiUnavailable);
  return deps.db.transaction(async (tx) => {
    await openUpiRequest(tx, deps, await lockUnpaid(tx, userId, appointmentId));
    return paymentView(deps, appointmentId, { userId }, tx);
  });
}

/** The customer will pay at the venue instead: an open UPI request is withdrawn. */
export async function chooseVenue(deps: Deps, userId: number, appointmentId: number): Promise<Payment> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const payment = await lockUnpaid(tx, userId, appointmentId);
    await withdrawOpenRequests(tx, appointmentId, now);
    await tx.orm.update(payments).set({ method: "venue" }).where(eq(payments.paymentId, payment.paymentId));
    return paymentView(deps, appointmentId, { userId }, tx);
  });
}

/**
 * The provider says the customer paid at the venue. Saying it again changes nothing: the
 * appointment's row is locked, so of parallel calls one records it (`recorded`) and the rest find it paid.
 */
export async function takeVenuePayment(deps: Deps, providerId: number, appointmentId: number): Promise<{ recorded: boolean; payment: Payment }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const a = await loadOwnAppointment(tx, appointmentId, { providerId }, { lock: true, forbiddenCode: "not_your_provider_appointment" });
    const payment = await paymentFor(tx, appointmentId);
    if (!payment || !PAYABLE_STATUSES.includes(a.statusId)) throw badRequest("not_payable", MESSAGES.notPayable);
    const recorded = !payment.paidAt;
    if (recorded) {
      await withdrawOpenRequests(tx, appointmentId, now);
      await tx.orm.update(payments).set({ method: "venue", paidAt: now }).where(eq(payments.paymentId, payment.paymentId));
    }
    return { recorded, payment: await paymentView(deps, appointmentId, { providerId }, tx) };
  });
}

export const recordVenuePayment = async (deps: Deps, providerId: number, appointmentId: number): Promise<Payment> => (await takeVenuePayment(deps, providerId, appointmentId)).payment;

/**
 * The gateway's callback: the signature over the raw body and its time first (nothing is read
 * from an unsigned body), then the event, once: its id is recorded in the same transaction that
 * applies it, so a replay is refused and a parallel duplicate waits and is refused too. A payment
 * for the wrong amount is refused and changes nothing. A success for a request already paid, or
 * withdrawn or expired meanwhile, still records the money: it was taken. Money that comes in for a
 * booking already cancelled (by either side, or its hold ran out) goes back in full, once, through
 * the refunds (lib/refunds.ts).
 */
export async function takeGatewayEvent(deps: Deps, rawBody: string, signature: string | undefined): Promise<"paid" | "failed" | "already-paid"> {
  const secret = deps.config.gatewaySecret;
  if (!secret) throw unauthorized("bad_signature", MESSAGES.badSignature);
  const now = deps.now();
  const check = checkGatewaySignature(secret, signature, rawBody, now);
  if (check === "bad") throw unauthorized("bad_signature", MESSAGES.badSignature);
  if (check === "stale") throw unauthorized("stale_event", MESSAGES.staleEvent);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest("bad_event", MESSAGES.badEvent);
  }
  const parsed = GatewayEvent.safeParse(json);
  if (!parsed.success) throw badRequest("bad_event", parsed.error.issues[0]?.message ?? MESSAGES.badEvent);
  const event = parsed.data;
  const outcome = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.orm
      .insert(gatewayEvents)
      .values({ eventId: event.event_id, reference: event.reference, status: event.status, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId });
    if (!fresh) throw conflict("replayed_event", MESSAGES.replayedEvent);
    const [request] = await tx.orm.select().from(upiRequests).where(eq(upiRequests.reference, event.reference)).for("update");
    if (!request) throw notFound("unknown_reference", MESSAGES.unknownReference);
    if (!samePaise(request.amount, event.amount)) throw badRequest("payment_amount_mismatch", MESSAGES.amountMismatch);
    if (event.status === "FAILURE") return { result: "failed" as const, refunding: false };
    if (request.paidAt) return { result: "already-paid" as const, refunding: false };
    await tx.orm.update(upiRequests).set({ paidAt: now }).where(eq(upiRequests.reference, request.reference));
    const [paid] = await tx.orm
      .update(payments)
      .set({ method: "upi", paidAt: now })
      .where(and(eq(payments.appointmentId, request.appointmentId), isNull(payments.paidAt)))
      .returning({ paymentId: payments.paymentId });
    const [booking] = await tx.orm.select({ statusId: appointments.statusId }).from(appointments).where(eq(appointments.appointmentId, request.appointmentId));
    const refunding =
      paid && booking?.statusId === STATUS.cancelled
        ? (await recordRefund(tx, { appointmentId: request.appointmentId, paymentId: paid.paymentId, amount: request.amount, reason: "paid_after_cancel" }, now)) !== null
        : false;
    return { result: "paid" as const, refunding };
  });
  if (outcome.refunding) await sendPendingRefunds(deps);
  return outcome.result;
}
