import { one, type Queryable } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { CartLine } from "../../lib/money";

export interface AppointmentRow {
  appointment_id: number;
  user_id: number;
  provider_id: number;
  branch_id: number;
  appointment_date: string; // YYYY-MM-DD
  appointment_time: string; // '9:30 AM'
  status_id: number;
  stylist_id: number | null;
  otp_verified_at: Date | null;
  cancellation_message: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  cancellation_fee: number | null;
}

/** The caller's appointment (404 when unknown, 403 when someone else's); `lock` inside a transaction. */
export async function loadOwnAppointment(q: Queryable, appointmentId: number, userId: number, lock = false): Promise<AppointmentRow> {
  const row = await one<AppointmentRow>(
    q,
    `SELECT appointment_id, user_id, provider_id, branch_id, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date,
            appointment_time, status_id, stylist_id, otp_verified_at, cancellation_message, cancel_reason, cancelled_by,
            cancellation_fee::float8 AS cancellation_fee
     FROM appointments WHERE appointment_id = $1${lock ? " FOR UPDATE" : ""}`,
    [appointmentId],
  );
  if (!row) throw notFound("Appointment not found.");
  if (row.user_id !== userId) throw forbidden("You can only access your own bookings.");
  return row;
}

/** The appointment's cart lines at the prices fixed when it was booked. */
export async function appointmentLines(q: Queryable, appointmentId: number): Promise<CartLine[]> {
  return q.query<CartLine>(
    `SELECT unit_price AS "unitPrice", quantity FROM appointment_items WHERE appointment_id = $1 ORDER BY offering_id`,
    [appointmentId],
  );
}

export interface PaymentRow {
  payment_id: number;
  subtotal: number;
  discount: number;
  cgst: number;
  sgst: number;
  total: number;
  coupon_code: string | null;
  created_at: Date;
}

export async function paymentFor(q: Queryable, appointmentId: number): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(
    q,
    `SELECT payment_id, subtotal::float8 AS subtotal, discount::float8 AS discount, cgst::float8 AS cgst, sgst::float8 AS sgst,
            total::float8 AS total, coupon_code, created_at
     FROM payments WHERE appointment_id = $1`,
    [appointmentId],
  );
}
