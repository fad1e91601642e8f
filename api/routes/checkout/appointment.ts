import type { Queryable } from "../../db/client";
import { paymentFor as loadPayment } from "../../lib/own-appointment";

/**
 * The snake_case payment api/routes/appointments still reads. Everything else uses
 * lib/own-appointment.ts; delete this file when appointments/ moves onto it.
 */
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
  const p = await loadPayment(q, appointmentId);
  return (
    p && {
      payment_id: p.paymentId,
      subtotal: p.subtotal,
      discount: p.discount,
      cgst: p.cgst,
      sgst: p.sgst,
      total: p.total,
      coupon_code: p.couponCode,
      created_at: p.createdAt,
    }
  );
}
