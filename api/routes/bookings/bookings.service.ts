import type { Queryable } from "../../db/client";
import { computeTotals } from "../../lib/money";
import type { Booking } from "./bookings.schemas";
import { formatDate, formatTime, minutesOfDay } from "./dates";

const STATUS_NAMES: Record<number, Booking["status_name"]> = {
  0: "Pending",
  1: "Pending",
  2: "Schedule",
  3: "Inprogress",
  4: "Cancelled",
  5: "Completed",
};

interface BookingRow {
  appointment_id: number;
  appointment_date: string;
  appointment_time: string;
  branch_name: string;
  stylist_name: string | null;
  status_id: number;
  cancel_reason: string | null;
  cancellation_message: string | null;
  provider_id: number;
  branch_id: number;
  paid_total: number | null;
  reviewed: boolean;
}

interface ItemRow {
  appointment_id: number;
  name: string;
  quantity: number;
  unit_price: number;
}

/** My Bookings: every appointment of the user, the latest appointment date first. */
export async function listUserBookings(q: Queryable, userId: number): Promise<Booking[]> {
  const rows = await q.query<BookingRow>(
    `SELECT a.appointment_id, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time,
            b.branch_name, s.beautician_name AS stylist_name, a.status_id, a.cancel_reason, a.cancellation_message,
            a.provider_id, a.branch_id, p.total::float8 AS paid_total,
            EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.appointment_id) AS reviewed
     FROM appointments a
     JOIN branches b ON b.branch_id = a.branch_id
     LEFT JOIN stylists s ON s.beautician_id = a.stylist_id
     LEFT JOIN payments p ON p.appointment_id = a.appointment_id
     WHERE a.user_id = $1`,
    [userId],
  );
  const items = await q.query<ItemRow>(
    `SELECT i.appointment_id, o.name, i.quantity, i.unit_price
     FROM appointment_items i
     JOIN appointments a ON a.appointment_id = i.appointment_id
     JOIN offerings o ON o.offering_id = i.offering_id
     WHERE a.user_id = $1
     ORDER BY i.appointment_id, i.offering_id`,
    [userId],
  );
  const itemsOf = new Map<number, ItemRow[]>();
  for (const item of items) itemsOf.set(item.appointment_id, [...(itemsOf.get(item.appointment_id) ?? []), item]);

  return rows.sort(newestFirst).map((row) => {
    const lines = itemsOf.get(row.appointment_id) ?? [];
    const computed = computeTotals({ lines: lines.map((l) => ({ unitPrice: l.unit_price, quantity: l.quantity })) }).total;
    return {
      id: row.appointment_id,
      appointment_id: row.appointment_id,
      formatted_date: formatDate(row.appointment_date),
      formatted_time: formatTime(row.appointment_time),
      branch_name: row.branch_name,
      services: lines.map((l) => l.name),
      stylist_name: row.stylist_name ?? "Not assigned",
      payment_amount: row.paid_total ?? computed,
      status_name: STATUS_NAMES[row.status_id] ?? "Pending",
      reason: row.cancel_reason ?? row.cancellation_message ?? null,
      provider_id: row.provider_id,
      branch_id: row.branch_id,
      reviewed: row.reviewed,
    };
  });
}

function newestFirst(a: BookingRow, b: BookingRow) {
  return (
    b.appointment_date.localeCompare(a.appointment_date) ||
    (minutesOfDay(b.appointment_time) ?? 0) - (minutesOfDay(a.appointment_time) ?? 0) ||
    b.appointment_id - a.appointment_id
  );
}
