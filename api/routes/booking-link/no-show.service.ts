import type { Deps } from "../../lib/context";
import { conflict } from "../../lib/errors";
import { appointmentStart } from "../../lib/ist";
import { enqueue } from "../../lib/notifier";
import { bookingFacts, noShowMessage } from "../../lib/notices";
import { loadOwnAppointment } from "../../lib/own-appointment";
import { END_MESSAGES, transition } from "../appointments/lifecycle";
import { makeAmends } from "../appointments/amends.service";
import { sendPendingRefunds } from "../../lib/refunds";
import { NO_SHOW_AFTER_MINUTES, STATUS } from "../../../contract/booking";
import { ERROR_MESSAGES } from "../../../contract/errors";
import type { LinkedBooking } from "./booking-link.service";

/** Whether a booking starting `date` `time` (IST) may be reported as a no-show at `now`. */
export function noShowReportable(a: { statusId: number; appointmentDate: string; appointmentTime: string }, now: Date): boolean {
  const start = appointmentStart(a.appointmentDate, a.appointmentTime);
  return a.statusId === STATUS.scheduled && start !== undefined && now.getTime() >= start.getTime() + NO_SHOW_AFTER_MINUTES * 60_000;
}

/**
 * The customer says the professional did not come. The provider marks a booking started when the
 * work begins, so one still scheduled 30 minutes after its start was not. It ends as the
 * provider's no-show: what was paid by UPI is refunded and an apology coupon given, as when the
 * provider cancels (amends.service.ts), in the same transaction; the message says both.
 */
export async function reportNoShow(deps: Deps, linked: LinkedBooking): Promise<string> {
  const now = deps.now();
  const refunding = await deps.db.transaction(async (tx) => {
    const before = await loadOwnAppointment(tx, linked.appointmentId, { userId: linked.userId }, { lock: true });
    if (before.statusId === STATUS.scheduled && !noShowReportable(before, now)) {
      throw conflict("no_show_too_early", ERROR_MESSAGES.no_show_too_early.replace("{minutes}", String(NO_SHOW_AFTER_MINUTES)));
    }
    await transition(tx, linked.appointmentId, "reportNoShow", now, {
      end_reason: "provider_no_show",
      cancelled_by: "user",
      cancellation_message: END_MESSAGES.provider_no_show,
    });
    const amends = await makeAmends(tx, deps, before, now);
    await enqueue(tx, deps.config, noShowMessage(await bookingFacts(tx, deps.config, linked.appointmentId, now), amends), now);
    return amends.refunded !== null;
  });
  if (refunding) await sendPendingRefunds(deps);
  return END_MESSAGES.provider_no_show;
}
