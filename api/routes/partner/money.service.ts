import type { Deps } from "../../lib/context";
import type { ConsoleMember } from "../../lib/member-auth";
import { STANDING_WINDOW_DAYS } from "../../../contract/partner";
import { STATE_OF_STATUS, type StatusId } from "../../../contract/booking";

/**
 * The provider's standing, open (issue 28, item 7): what each figure counts is in the console's
 * words beside it. Over the last STANDING_WINDOW_DAYS by when the request was made. A decline is
 * never held against the provider; a request left to run out of time is.
 */
export async function standingOf(deps: Deps, providerId: number) {
  const since = new Date(deps.now().getTime() - STANDING_WINDOW_DAYS * 86_400_000);
  const [counts] = await deps.db.query<{ accepted: number; timed_out: number; declined: number; provider_cancelled: number; no_shows: number; completed: number }>(
    `SELECT count(*) FILTER (WHERE accepted_at IS NOT NULL)::int AS accepted,
            count(*) FILTER (WHERE end_reason = 'provider_timeout')::int AS timed_out,
            count(*) FILTER (WHERE end_reason = 'provider_declined')::int AS declined,
            count(*) FILTER (WHERE end_reason = 'provider_cancelled' AND accepted_at IS NOT NULL)::int AS provider_cancelled,
            count(*) FILTER (WHERE end_reason = 'provider_no_show')::int AS no_shows,
            count(*) FILTER (WHERE status_id = 5)::int AS completed
       FROM appointments WHERE provider_id = $1 AND created_at > $2`,
    [providerId, since],
  );
  const [rating] = await deps.db.query<{ average: number | null; count: number }>(
    `SELECT round(avg(rating)::numeric, 1)::float8 AS average, count(*)::int AS count FROM reviews WHERE provider_id = $1 AND status = 'approved'`,
    [providerId],
  );
  const c = counts!;
  const answered = c.accepted + c.timed_out;
  return {
    window_days: STANDING_WINDOW_DAYS,
    accepted: c.accepted,
    timed_out: c.timed_out,
    declined: c.declined,
    acceptance_rate: answered === 0 ? null : Math.round((c.accepted / answered) * 1000) / 10,
    cancelled_after_accepting: c.provider_cancelled,
    no_shows_reported: c.no_shows,
    completed: c.completed,
    rating: rating!.average,
    reviews: rating!.count,
  };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** One month of the provider's bookings (by appointment day) at the member's branches, with what was paid, refunded and invoiced. */
export async function ledgerOf(deps: Deps, member: ConsoleMember, month: string) {
  const [, y, m] = MONTH.exec(month)!;
  const from = `${y}-${m}-01`;
  const rows = await deps.db.query<{
    appointment_id: number;
    appointment_date: string;
    appointment_time: string;
    branch_name: string;
    status_id: number;
    amount: number;
    method: string | null;
    paid_total: number | null;
    paid_at: Date | null;
    refunded: number | null;
    cancellation_fee: number | null;
    invoice_number: string | null;
  }>(
    `SELECT a.appointment_id, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time, b.branch_name, a.status_id,
            (SELECT coalesce(sum(i.unit_price * i.quantity), 0) FROM appointment_items i WHERE i.appointment_id = a.appointment_id)::float8 AS amount,
            p.method, p.total::float8 AS paid_total, p.paid_at, r.amount::float8 AS refunded, a.cancellation_fee::float8 AS cancellation_fee, inv.invoice_number
       FROM appointments a
       JOIN branches b ON b.branch_id = a.branch_id
       LEFT JOIN payments p ON p.appointment_id = a.appointment_id
       LEFT JOIN refunds r ON r.appointment_id = a.appointment_id
       LEFT JOIN invoices inv ON inv.appointment_id = a.appointment_id
      WHERE a.provider_id = $1 AND a.appointment_date >= $2::date AND a.appointment_date < ($2::date + interval '1 month')
        AND ($3::int[] IS NULL OR a.branch_id = ANY($3::int[]))
        AND (a.accepted_at IS NOT NULL)
      ORDER BY a.appointment_date, a.appointment_id
      LIMIT 2000`,
    [member.providerId, from, member.branchIds],
  );
  const paid = (r: (typeof rows)[number], method: string) => (r.method === method && r.paid_at ? (r.paid_total ?? 0) : 0);
  const sum = (f: (r: (typeof rows)[number]) => number) => Math.round(rows.reduce((s, r) => s + f(r), 0) * 100) / 100;
  const upi = sum((r) => paid(r, "upi"));
  const refunded = sum((r) => r.refunded ?? 0);
  return {
    month,
    data: rows.map((r) => ({
      appointment_id: r.appointment_id,
      appointment_date: r.appointment_date,
      appointment_time: r.appointment_time,
      branch_name: r.branch_name,
      state: STATE_OF_STATUS[r.status_id as StatusId],
      amount: r.amount,
      paid_by: r.paid_at ? (r.method as "upi" | "venue") : null,
      paid: r.paid_at ? (r.paid_total ?? 0) : 0,
      refunded: r.refunded ?? 0,
      cancellation_fee: r.cancellation_fee ?? 0,
      invoice_number: r.invoice_number,
    })),
    totals: {
      bookings: rows.length,
      paid_upi: upi,
      paid_venue: sum((r) => paid(r, "venue")),
      refunded,
      invoices: rows.filter((r) => r.invoice_number).length,
      // What Saaj took by UPI for these bookings, less refunds: paid on to the provider's bank account.
      payout_pending: Math.round((upi - refunded) * 100) / 100,
    },
  };
}
