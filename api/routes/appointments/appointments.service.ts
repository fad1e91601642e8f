import { eq, sql } from "drizzle-orm";
import { enqueue } from "../../lib/notifier";
import { bookingFacts, cancelledMessage } from "../../lib/notices";
import { sendPendingRefunds } from "../../lib/refunds";
import { makeAmends } from "./amends.service";
import { appointments, branches, providers } from "../../db/schema";
import { loadOwnAppointment, type OwnAppointment } from "../../lib/own-appointment";
import type { Deps } from "../../lib/context";
import { badRequest, tooMany } from "../../lib/errors";
import { MAX_CODE_ATTEMPTS, STATE_OF_STATUS, STATUS } from "../../../contract/booking";
import { END_MESSAGES, endMessage, expireOverdue, refusal, secondsLeft, transition } from "./lifecycle";
import { hmac, safeEqualHex } from "../../lib/crypto";
import { MESSAGES } from "../../../contract/schemas/appointments";

/** The provider's code is stored hashed, bound to its appointment. */
export const appointmentCodeHash = (secret: string, appointmentId: number, code: string) => hmac(secret, `appointment:${appointmentId}:${code}`);

/** What lifecycle's refusal and endMessage read of a row. */
export const endState = (row: OwnAppointment) => ({ status_id: row.statusId, end_reason: row.endReason, cancellation_message: row.cancellationMessage });

const attemptsLeft = (row: { otpAttempts: number }) => Math.max(0, MAX_CODE_ATTEMPTS - row.otpAttempts);

/** secondsLeft reads the row's stage and its clocks. */
export const clocks = (row: OwnAppointment) => ({ status_id: row.statusId, created_at: row.createdAt, otp_verified_at: row.otpVerifiedAt });

export async function appointmentStatus(deps: Deps, userId: number, appointmentId: number) {
  await expireOverdue(deps.db, deps.now(), deps.config.confirmWindowMs, appointmentId);
  const row = await loadOwnAppointment(deps.db, appointmentId, { userId });
  const cancelled = row.statusId === STATUS.cancelled;
  // Who the booking is with, so a waiting page names this booking's provider, not the cart's.
  const [place] = await deps.db.orm
    .select({ providerName: providers.providerName, branchName: branches.branchName })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .where(eq(branches.branchId, row.branchId));
  return {
    appointment_id: row.appointmentId,
    provider_id: row.providerId,
    provider_name: place?.providerName ?? "",
    branch_name: place?.branchName ?? "",
    status_id: row.statusId,
    state: STATE_OF_STATUS[row.statusId],
    end_reason: cancelled ? row.endReason : null,
    cancellation_message: cancelled ? endMessage(endState(row)) : null,
    cancelled_by: cancelled ? (row.cancelledBy as "user" | "provider" | "system" | null) : null,
    code_entered: Boolean(row.otpVerifiedAt),
    expires_in: secondsLeft(clocks(row), deps.now(), deps.config.confirmWindowMs),
    attempts_left: attemptsLeft(row),
  };
}

/**
 * The customer enters the provider's 4-digit code. It is checked every time it is sent, also
 * after it was accepted once; MAX_CODE_ATTEMPTS wrong tries lock it.
 */
export async function verifyAppointmentOtp(deps: Deps, userId: number, appointmentId: number, otp: string) {
  const now = deps.now();
  await expireOverdue(deps.db, now, deps.config.confirmWindowMs, appointmentId);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await loadOwnAppointment(tx, appointmentId, { userId }, { lock: true });
    if (row.statusId === STATUS.cancelled || row.statusId === STATUS.requested) return { error: refusal("enterCode", endState(row)) };
    if (!row.otpHash) return { error: refusal("enterCode", { ...endState(row), status_id: STATUS.requested }) };
    if (row.otpAttempts >= MAX_CODE_ATTEMPTS) return { error: tooMany("appointment_otp_locked", MESSAGES.otpLocked) };
    if (safeEqualHex(row.otpHash, appointmentCodeHash(deps.config.codeSecret, appointmentId, otp))) {
      if (row.statusId === STATUS.accepted) await transition(tx, appointmentId, "enterCode", now, { otp_verified_at: now });
      return { ok: true };
    }
    // Count the wrong try inside the transaction and commit it, then report.
    await tx.orm
      .update(appointments)
      .set({ otpAttempts: sql`${appointments.otpAttempts} + 1`, updatedAt: now })
      .where(eq(appointments.appointmentId, appointmentId));
    const left = attemptsLeft({ otpAttempts: row.otpAttempts + 1 });
    return {
      error: left === 0 ? tooMany("appointment_otp_locked", MESSAGES.otpLocked) : badRequest("invalid_appointment_otp", MESSAGES.invalidOtp, { otp: [MESSAGES.invalidOtp] }, { attempts_left: left }),
    };
  });
  if (outcome.error) throw outcome.error;
}

/**
 * Cancels from the booking steps: the customer drops a booking before paying (the waiting sheet,
 * /Cart, the confirm page); the provider cancels its own appointment until it starts, with a
 * message for the customer.
 */
export async function cancelAppointment(deps: Deps, actor: { userId: number } | { providerId: number }, appointmentId: number, message?: string) {
  const now = deps.now();
  await expireOverdue(deps.db, now, deps.config.confirmWindowMs, appointmentId);
  const refunding = await deps.db.transaction(async (tx) => {
    const before = await loadOwnAppointment(tx, appointmentId, actor, { forbiddenCode: "not_your_cancellation" });
    if ("userId" in actor) {
      await transition(tx, appointmentId, "withdraw", now, {
        end_reason: "customer_cancelled",
        cancelled_by: "user",
        cancellation_message: END_MESSAGES.customer_cancelled,
      });
    } else {
      await transition(tx, appointmentId, "providerCancel", now, {
        end_reason: "provider_cancelled",
        cancelled_by: "provider",
        cancellation_message: message || END_MESSAGES.provider_cancelled,
      });
      const amends = await makeAmends(tx, deps, before, now);
      await enqueue(tx, deps.config, cancelledMessage(await bookingFacts(tx, deps.config, appointmentId, now), message || END_MESSAGES.provider_cancelled, amends), now);
      return amends.refunded !== null;
    }
    return false;
  });
  // At once; the jobs send it later if the gateway cannot take it now (lib/refunds.ts).
  if (refunding) await sendPendingRefunds(deps);
}

/** The background job: every appointment whose time ran out. */
export const expireUnconfirmedAppointments = (deps: Deps) => expireOverdue(deps.db, deps.now(), deps.config.confirmWindowMs);
