import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { appointmentItems, appointments, payments } from "../db/schema";
import { forbidden, notFound } from "./errors";
import type { ErrorCode } from "../../contract/errors";
import type { StatusId } from "../../contract/booking";
import type { CartLine } from "./money";

/** Every column but the reference image (bytes nobody reading the row needs). */
const { referenceImage: _image, ...COLUMNS } = getTableColumns(appointments);

export type OwnAppointment = Omit<typeof appointments.$inferSelect, "referenceImage" | "statusId"> & { statusId: StatusId };

/** Whose appointment it must be: a customer's or a provider's. */
export type AppointmentOwner = { userId: number } | { providerId: number };

export interface LoadOwnOptions {
  /** SELECT … FOR UPDATE: inside a transaction, holds the row until it ends. */
  lock?: boolean;
  /** The 404's code (default appointment_not_found). */
  notFoundCode?: ErrorCode;
  /** The 403's code (default not_your_appointment). */
  forbiddenCode?: ErrorCode;
}

/**
 * The one "load my appointment" check: 404 when the appointment does not exist, 403 when it is
 * not the owner's (customer or provider). `lock` takes the row lock (inside a transaction).
 */
export async function loadOwnAppointment(q: Queryable, appointmentId: number, owner: AppointmentOwner, options: LoadOwnOptions = {}): Promise<OwnAppointment> {
  const query = q.orm.select(COLUMNS).from(appointments).where(eq(appointments.appointmentId, appointmentId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound(options.notFoundCode ?? "appointment_not_found");
  const mine = "userId" in owner ? row.userId === owner.userId : row.providerId === owner.providerId;
  if (!mine) throw forbidden(options.forbiddenCode ?? "not_your_appointment");
  return { ...row, statusId: row.statusId as StatusId };
}

/** The appointment's cart lines at the prices fixed when it was booked. */
export async function appointmentLines(q: Queryable, appointmentId: number): Promise<CartLine[]> {
  return q.orm
    .select({ unitPrice: appointmentItems.unitPrice, quantity: appointmentItems.quantity })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointmentId))
    .orderBy(asc(appointmentItems.offeringId));
}

export type Payment = typeof payments.$inferSelect;

/** The appointment's payment, if it was paid. */
export async function paymentFor(q: Queryable, appointmentId: number): Promise<Payment | undefined> {
  const [row] = await q.orm.select().from(payments).where(eq(payments.appointmentId, appointmentId));
  return row;
}
