/**
 * The GST tax invoice of a paid booking (CGST Rules, rule 46; docs/decisions/0019-gst-invoice.md).
 * Issued once, at its first download: a number from the supplier's series for the financial year,
 * the date of issue (the payment's date) and every name and figure printed are stored then
 * (`invoices`), so later downloads print the same invoice whatever changed since.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, categories, invoiceCounters, invoices, offerings, providers, services, users, type InvoiceLineRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { lineTotal, roundRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor, type OwnAppointment, type Payment } from "../../lib/own-appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES } from "../../../contract/schemas/bookings";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { indiaNow } from "../../lib/ist";
import { findPlace } from "../../lib/gazetteer";
import { financialYear, gstState, invoiceNumber, isValidGstin, SAC, stateNamedIn, stateOfGstin, taxLines, type GstState } from "../../lib/gst";

/**
 * Which bookings have an invoice: paid ones (by UPI, or at the venue as the provider recorded),
 * not cancelled. A booking still to be paid at the venue has none yet: an invoice states what was paid.
 */
const PAID_STATUSES: number[] = [STATUS.scheduled, STATUS.inProgress, STATUS.completed];

export type IssuedInvoice = typeof invoices.$inferSelect;

export interface InvoiceData {
  invoice: IssuedInvoice;
  /** When the service is booked for: '2026-11-22' and its time as stored ('09:30 am'). */
  appointment: { date: string; time: string };
}

/** The invoice of the caller's own paid booking, issued now if it was not yet; anything else fails with the spec's message. */
export async function loadInvoice(db: Db, appointmentId: number, userId: number): Promise<InvoiceData> {
  const a = await loadOwnAppointment(db, appointmentId, { userId }, { forbiddenCode: "not_your_booking" });
  const payment = await paymentFor(db, appointmentId);
  if (!PAID_STATUSES.includes(a.statusId) || !payment?.paidAt) throw badRequest("invoice_unavailable", MESSAGES.invoiceFailed);
  const invoice = (await issued(db, appointmentId)) ?? (await issue(db, a, payment));
  return { invoice, appointment: { date: a.appointmentDate, time: a.appointmentTime } };
}

async function issued(q: Queryable, appointmentId: number): Promise<IssuedInvoice | undefined> {
  const [row] = await q.orm.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
  return row;
}

/**
 * Issues the invoice: in one transaction, with the booking's row locked (two first downloads of
 * one booking queue there, and the second finds the first's invoice), the supplier's counter for
 * the year is moved on by an UPSERT … RETURNING, which holds that counter's row until the commit:
 * parallel first downloads of one supplier's bookings take 1, 2, 3 … in turn, and a failure rolls
 * the counter back with the invoice, so the series has no gaps.
 */
async function issue(db: Db, a: OwnAppointment, payment: Payment): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const locked = await loadOwnAppointment(tx, a.appointmentId, { userId: a.userId }, { lock: true, forbiddenCode: "not_your_booking" });
    if (!PAID_STATUSES.includes(locked.statusId)) throw badRequest("invoice_unavailable", MESSAGES.invoiceFailed);
    const already = await issued(tx, a.appointmentId);
    if (already) return already;
    const draft = await draftInvoice(tx, a.appointmentId, payment);
    const [counter] = await tx.orm
      .insert(invoiceCounters)
      .values({ providerId: draft.providerId, financialYear: draft.financialYear, lastSerial: 1 })
      .onConflictDoUpdate({ target: [invoiceCounters.providerId, invoiceCounters.financialYear], set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` } })
      .returning({ serial: invoiceCounters.lastSerial });
    const serial = counter!.serial;
    const [row] = await tx.orm
      .insert(invoices)
      .values({ ...draft, serial, invoiceNumber: invoiceNumber(draft.financialYear, serial) })
      .returning();
    return row!;
  });
}

type Draft = Omit<typeof invoices.$inferInsert, "serial" | "invoiceNumber">;

/** Everything the invoice will say, from the booking, its payment, the supplier and the customer as they are now. */
async function draftInvoice(q: Queryable, appointmentId: number, payment: Payment): Promise<Draft> {
  const [who] = await q.orm
    .select({
      providerId: providers.providerId,
      customerName: users.name,
      customerPhone: users.phone,
      customerAddress: users.address,
      customerLocation: users.location,
      tradeName: providers.providerName,
      legalName: providers.legalName,
      gstin: providers.gstin,
      serviceTypeId: providers.serviceTypeId,
      branchName: branches.branchName,
      branchAddress: branches.address,
      city: branches.city,
      state: branches.state,
    })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(providers, eq(providers.providerId, appointments.providerId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(eq(appointments.appointmentId, appointmentId));
  const p = who!;
  const items = await q.orm
    .select({
      description: offerings.name,
      quantity: appointmentItems.quantity,
      unitPrice: appointmentItems.unitPrice,
      sac: sql<string | null>`coalesce(${services.sacCode}, ${categories.sacCode})`,
    })
    .from(appointmentItems)
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .leftJoin(services, eq(services.serviceId, offerings.serviceId))
    .leftJoin(categories, eq(categories.categoryId, sql`coalesce(${offerings.categoryId}, ${services.categoryId})`))
    .where(eq(appointmentItems.appointmentId, appointmentId))
    .orderBy(asc(appointmentItems.offeringId));

  // A GSTIN whose check character is wrong is not printed: the invoice then says it is not a tax invoice.
  const gstin = p.gstin && isValidGstin(p.gstin) ? p.gstin : null;
  const branchState = gstState(p.state) ?? stateNamedIn(p.branchAddress);
  if (!branchState) throw new Error(`Branch of provider ${p.providerId}: '${p.state}' is not a state or union territory.`);
  const supplierState = (gstin && stateOfGstin(gstin)) || branchState;
  const supply = placeOfSupply(p.serviceTypeId === SERVICE_TYPE.freelancer, branchState, [p.customerAddress, p.customerLocation]);
  const intraState = supply.code === supplierState.code;
  const [cgstLine, sgstLine] = taxLines(payment.cgst, payment.sgst, true);
  const date = indiaNow(payment.paidAt ?? payment.createdAt).date;
  const lines: InvoiceLineRow[] = items.map((i) => {
    const value = lineTotal(i);
    return { description: i.description, sac: i.sac ?? SAC.otherBeauty, quantity: i.quantity, unitPrice: i.unitPrice, value, discount: 0, taxableValue: value };
  });
  return {
    appointmentId,
    providerId: p.providerId,
    financialYear: financialYear(date),
    invoiceDate: date,
    supplierName: p.legalName?.trim() || p.tradeName,
    supplierTradeName: p.tradeName,
    supplierGstin: gstin,
    supplierAddress: addressOf(p.branchName, p.branchAddress, p.city, branchState.name),
    supplierStateCode: supplierState.code,
    placeOfSupplyCode: supply.code,
    recipientName: p.customerName.trim() || null,
    recipientPhone: p.customerPhone,
    recipientAddress: p.customerAddress?.trim() || null,
    lines,
    taxableValue: payment.subtotal,
    cgst: intraState ? cgstLine!.amount : 0,
    sgst: intraState ? sgstLine!.amount : 0,
    igst: intraState ? 0 : taxLines(payment.cgst, payment.sgst, false)[0]!.amount,
    // The coupon is Saaj's: the supplier's invoice is for the full price, taxed on it.
    invoiceTotal: roundRupees(payment.subtotal + payment.cgst + payment.sgst),
    couponCode: payment.couponCode,
    couponAmount: payment.discount,
    amountPaid: payment.total,
  };
}

/**
 * Where the service is supplied (IGST Act, section 12(4): beauty treatment and personal grooming
 * are supplied where they are performed): at the branch for a salon; at the customer's for a home
 * service. The booking keeps no address of its own, so that is the state named in the customer's
 * saved address, or found from it or from their location by the gazetteer (a city, locality or
 * pincode); when none says, the professional's own state: home professionals serve near their
 * base (search finds them by distance).
 */
function placeOfSupply(home: boolean, branchState: GstState, customerPlaces: (string | null)[]): GstState {
  if (!home) return branchState;
  for (const text of customerPlaces) {
    if (!text?.trim()) continue;
    const state = stateNamedIn(text) ?? gstState(findPlace(text)?.state ?? "");
    if (state) return state;
  }
  return branchState;
}

/** 'Branch, 12/345, Kowdiar, Trivandrum, Kerala': the city and state added only when the address does not name them. */
export function addressOf(branchName: string, address: string, city: string, state: string): string {
  const parts = [branchName, address].map((s) => s.trim()).filter(Boolean);
  const said = parts.join(", ").toLowerCase();
  const names = (place: string) => new RegExp(`(^|[^a-z])${place.toLowerCase().replace(/[^a-z0-9 ]/g, "")}([^a-z]|$)`).test(said);
  for (const place of [city, state]) if (place.trim() && !names(place.trim())) parts.push(place.trim());
  return parts.join(", ");
}
