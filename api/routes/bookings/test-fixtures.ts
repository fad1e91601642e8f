import type { Queryable } from "../../db/client";

/**
 * Test data for the checkout and bookings tests: one provider with a branch, a stylist and
 * offerings at fixed high ids (so they never collide with the demo seed), and appointments
 * inserted directly, the way booking creation leaves them.
 */
export const FIXTURE = { providerId: 90001, otherProviderId: 90002, branchId: 90001, stylistId: 90001, offerings: [90001, 90002, 90003] };

export async function insertFixtureProvider(db: Queryable) {
  for (const [id, name] of [
    [FIXTURE.providerId, "Glow Fixture Studio"],
    [FIXTURE.otherProviderId, "Other Fixture Salon"],
  ] as const) {
    await db.query("INSERT INTO providers (provider_id, provider_name, service_type_id, verified) VALUES ($1, $2, 1, true) ON CONFLICT DO NOTHING", [id, name]);
    await db.query(
      `INSERT INTO branches (branch_id, provider_id, branch_name, city, state, latitude, longitude)
       VALUES ($1, $2, $3, 'Kochi', 'Kerala', 9.97, 76.28) ON CONFLICT DO NOTHING`,
      [id, id, `${name} Kadavanthra`],
    );
  }
  await db.query(
    `INSERT INTO stylists (beautician_id, provider_id, branch_id, beautician_name, role)
     VALUES ($1, $2, $3, 'Anjali Nair', 'Senior Stylist') ON CONFLICT DO NOTHING`,
    [FIXTURE.stylistId, FIXTURE.providerId, FIXTURE.branchId],
  );
  const names = ["Haircut", "Hair Spa", "Manicure"];
  for (const [i, id] of FIXTURE.offerings.entries()) {
    await db.query("INSERT INTO offerings (offering_id, provider_id, name, price) VALUES ($1, $2, $3, 500) ON CONFLICT DO NOTHING", [id, FIXTURE.providerId, names[i]]);
  }
}

export interface AppointmentFixture {
  userId: number;
  providerId?: number;
  branchId?: number;
  date?: string; // YYYY-MM-DD
  time?: string; // '9:30 AM'
  statusId?: number;
  otpVerified?: boolean;
  stylist?: boolean;
  /** [offering id, quantity, unit price] */
  items?: [number, number, number][];
}

export async function insertAppointment(db: Queryable, f: AppointmentFixture): Promise<number> {
  const [row] = await db.query<{ appointment_id: number }>(
    `INSERT INTO appointments (user_id, provider_id, branch_id, appointment_date, appointment_time, status_id, stylist_id, otp_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING appointment_id`,
    [
      f.userId,
      f.providerId ?? FIXTURE.providerId,
      f.branchId ?? f.providerId ?? FIXTURE.branchId,
      f.date ?? "2026-11-22",
      f.time ?? "9:30 AM",
      // Default: the provider's code was entered and the booking awaits payment (status 6).
      f.statusId ?? (f.otpVerified === false ? 1 : 6),
      f.stylist === false ? null : FIXTURE.stylistId,
      f.otpVerified === false ? null : new Date(),
    ],
  );
  const id = row!.appointment_id;
  for (const [offeringId, quantity, unitPrice] of f.items ?? [[FIXTURE.offerings[0]!, 1, 1000]]) {
    await db.query("INSERT INTO appointment_items (appointment_id, offering_id, quantity, unit_price) VALUES ($1, $2, $3, $4)", [id, offeringId, quantity, unitPrice]);
  }
  return id;
}

/** A payment row as checkout leaves it (status should be 2 or later); `paid`: the money came in (at the venue). */
export async function insertPayment(db: Queryable, appointmentId: number, userId: number, total: number, couponCode: string | null = null, paid = true) {
  await db.query("INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total, coupon_code, paid_at) VALUES ($1, $2, $3, 0, 0, 0, $3, $4, $5)", [
    appointmentId,
    userId,
    total,
    couponCode,
    paid ? new Date() : null,
  ]);
}

/** Defines a coupon for the test (replacing any seeded coupon of that code). */
export async function insertCoupon(
  db: Queryable,
  c: { code: string; kind: "flat" | "percent"; value: number; max_discount?: number | null; min_order?: number; expires_at?: Date | null; uses_per_user?: number; active?: boolean },
) {
  await db.query(
    `INSERT INTO coupons (coupon_code, kind, value, max_discount, min_order, expires_at, uses_per_user, active, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (coupon_code) DO UPDATE SET kind = $2, value = $3, max_discount = $4, min_order = $5, expires_at = $6,
       uses_per_user = $7, active = $8, description = $9`,
    [c.code, c.kind, c.value, c.max_discount ?? null, c.min_order ?? 0, c.expires_at ?? null, c.uses_per_user ?? 1, c.active ?? true, `${c.code} offer`],
  );
}
