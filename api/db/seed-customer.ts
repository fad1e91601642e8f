import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import * as schema from "./schema";
import { computeTotals } from "../lib/money";
import { addDays, clockTime, indiaNow } from "../lib/ist";
import { DEMO_USER } from "./seed-data";
import { SERVICE_TYPE } from "../../contract/catalog";
import { STATUS } from "../../contract/booking";

/** The date and a half-hour time ('4:30 PM') in India at least `minutes` after `now`. */
function soonInIndia(now: Date, minutes: number): { date: string; time: string } {
  const HALF_HOUR_MS = 1_800_000; // India's offset (5:30) is a whole number of half hours, so UTC and India round alike
  const india = indiaNow(new Date(Math.ceil((now.getTime() + minutes * 60_000) / HALF_HOUR_MS) * HALF_HOUR_MS));
  return { date: india.date, time: clockTime(india.minutes) };
}

/**
 * Ananya, the demo customer (9876543210), with a completed, a cancelled and two scheduled bookings:
 * one in five days, and one about two hours after seeding (cancelling it now costs a fee).
 */
export async function seedDemoCustomer(db: Db, now: Date) {
  const u = DEMO_USER;
  const [user] = await db.orm
    .insert(schema.users)
    .values({ name: u.name, email: u.email, phone: u.phone, dob: u.dob, gender: u.gender, location: u.location, address: u.address })
    .returning({ userId: schema.users.userId });
  const userId = user!.userId;
  const [provider] = await db.orm
    .select({ providerId: schema.providers.providerId, branchId: schema.branches.branchId, beauticianId: schema.stylists.beauticianId })
    .from(schema.providers)
    .innerJoin(schema.branches, eq(schema.branches.providerId, schema.providers.providerId))
    .innerJoin(schema.stylists, eq(schema.stylists.branchId, schema.branches.branchId))
    .where(eq(schema.providers.serviceTypeId, SERVICE_TYPE.salon))
    .orderBy(schema.providers.providerId, schema.branches.branchId, schema.stylists.beauticianId)
    .limit(1);
  const { providerId, branchId, beauticianId } = provider!;
  const items = await db.orm
    .select({ offeringId: schema.offerings.offeringId, price: schema.offerings.price })
    .from(schema.offerings)
    .where(and(eq(schema.offerings.providerId, providerId), eq(schema.offerings.kind, "service")))
    .orderBy(asc(schema.offerings.offeringId))
    .limit(2);
  const day = (offset: number) => addDays(indiaNow(now).date, offset);
  const bookings = [
    { date: day(-20), time: "11:30 AM", status: STATUS.completed, paid: true },
    { date: day(5), time: "4:30 PM", status: STATUS.scheduled, paid: true },
    { ...soonInIndia(now, 120), status: STATUS.scheduled, paid: true },
    { date: day(-8), time: "10:30 AM", status: STATUS.cancelled, paid: false, reason: "Scheduling Conflict" },
  ];
  for (const b of bookings) {
    const booked = new Date(now.getTime() - 30 * 86400000);
    const [appointment] = await db.orm
      .insert(schema.appointments)
      .values({
        userId,
        providerId,
        branchId,
        appointmentDate: b.date,
        appointmentTime: b.time,
        statusId: b.status,
        stylistId: b.status === STATUS.cancelled ? null : beauticianId,
        otpVerifiedAt: booked,
        acceptedAt: booked,
        createdAt: booked,
        cancelReason: b.reason ?? null,
        cancelledBy: b.reason ? "user" : null,
        endReason: b.reason ? "customer_cancelled" : null,
      })
      .returning({ appointmentId: schema.appointments.appointmentId });
    const appointmentId = appointment!.appointmentId;
    await db.orm.insert(schema.appointmentItems).values(items.map((i) => ({ appointmentId, offeringId: i.offeringId, quantity: 1, unitPrice: i.price })));
    if (b.paid) {
      const t = computeTotals({ lines: items.map((i) => ({ unitPrice: i.price, quantity: 1 })) });
      // The demo customer paid her completed visits at the venue, and her upcoming ones by UPI when she booked.
      const method = b.status === STATUS.completed ? "venue" : "upi";
      await db.orm.insert(schema.payments).values({ appointmentId, userId, subtotal: t.subtotal, discount: 0, cgst: t.cgst, sgst: t.sgst, total: t.total, method, paidAt: booked });
    }
  }
}
