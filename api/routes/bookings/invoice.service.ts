/**
 * The GST tax invoice of a paid booking (CGST Rules, rule 46; docs/decisions/0019-gst-invoice.md).
 * Issued once, at its first download: a number from the supplier's series for the financial year,
 * the date of issue (the payment's date) and every name and figure printed are stored then
 * (`invoices`), so later downloads print the same invoice whatever changed since.
 */
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, categories, invoiceCounters, invoices, offerings, providers, services, users, type InvoiceLineRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { CGST_RATE, SGST_RATE, formatRupees, lineTotal, roundRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor, NOT_YOUR_BOOKING, type OwnAppointment, type Payment } from "../../lib/own-appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES } from "../../../contract/schemas/bookings";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { formatDate, formatTime, indiaNow } from "../../lib/ist";
import { findPlace } from "../../lib/gazetteer";
import { financialYear, gstState, invoiceNumber, isValidGstin, SAC, SAC_DESCRIPTION, stateByCode, stateNamedIn, stateOfGstin, taxLines, type GstState } from "../../lib/gst";
import { rupeesInWords } from "../../lib/amount-in-words";
import type { Weight } from "../../lib/pdf-fonts";
import { TextWriter } from "../../lib/pdf-text";

/**
 * Which bookings have an invoice: paid ones (by UPI, or at the venue as the provider recorded),
 * not cancelled. A booking still to be paid at the venue has none yet: an invoice states what was paid.
 */
const PAID_STATUSES: number[] = [STATUS.scheduled, STATUS.inProgress, STATUS.completed];

export type IssuedInvoice = typeof invoices.$inferSelect;

export interface InvoiceData {
  invoice: IssuedInvoice;
  /** '22 Nov 2026, 9:30 AM': when the service is booked for. */
  appointmentWhen: string;
}

/** The invoice of the caller's own paid booking, issued now if it was not yet; anything else fails with the spec's message. */
export async function loadInvoice(db: Db, appointmentId: number, userId: number): Promise<InvoiceData> {
  const a = await loadOwnAppointment(db, appointmentId, { userId }, { forbiddenMessage: NOT_YOUR_BOOKING });
  const payment = await paymentFor(db, appointmentId);
  if (!PAID_STATUSES.includes(a.statusId) || !payment?.paidAt) throw badRequest(MESSAGES.invoiceFailed);
  const invoice = (await issued(db, appointmentId)) ?? (await issue(db, a, payment));
  return { invoice, appointmentWhen: `${formatDate(a.appointmentDate)}, ${formatTime(a.appointmentTime)}` };
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
    const locked = await loadOwnAppointment(tx, a.appointmentId, { userId: a.userId }, { lock: true, forbiddenMessage: NOT_YOUR_BOOKING });
    if (!PAID_STATUSES.includes(locked.statusId)) throw badRequest(MESSAGES.invoiceFailed);
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

const stateName = (code: string) => stateByCode(code)?.name ?? code;
/** '1,23,456.50' (Indian grouping, always two decimals). */
const figure = (amount: number) => {
  const [whole, paise = "00"] = formatRupees(amount).replace("₹", "").split(".");
  return `${whole}.${paise.padEnd(2, "0")}`;
};
const rupees = (amount: number) => `₹${figure(amount)}`;

const INK: [number, number, number] = [0.13, 0.13, 0.13];
const MUTED: [number, number, number] = [0.4, 0.4, 0.4];
const ACCENT: [number, number, number] = [0.62, 0.16, 0.36];
const RULE = rgb(0.72, 0.72, 0.72);

const A4: [number, number] = [595.28, 841.89];
const LEFT = 40;
const RIGHT = 555;
const TOP = 800;
const BOTTOM = 50;
/** The lines table: column x (left edge for text, right edge for figures). */
const COL = { no: LEFT, description: 58, sac: 222, qty: 284, rate: 340, value: 400, discount: 462, taxable: RIGHT };

export async function renderInvoicePdf({ invoice, appointmentWhen }: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const taxInvoice = invoice.supplierGstin !== null;
  pdf.setTitle(`Saaj invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor(invoice.supplierName);
  pdf.setSubject(taxInvoice ? "Tax invoice" : "Invoice");
  pdf.setCreator("Saaj");
  const writer = new TextWriter(pdf);
  let page: PDFPage = pdf.addPage(A4);
  let y = TOP;

  const text = (value: string, x: number, options: { size?: number; weight?: Weight; color?: [number, number, number]; align?: "left" | "right" } = {}) =>
    writer.draw(page, value, { x, y, size: options.size ?? 9.5, weight: options.weight, color: options.color ?? INK, align: options.align });
  /** Draws wrapped text from x, moving y down a line each; returns the lines drawn. */
  const para = (value: string, x: number, width: number, options: { size?: number; weight?: Weight; color?: [number, number, number]; leading?: number } = {}) => {
    const size = options.size ?? 9.5;
    const lines = writer.wrap(value, size, width, options.weight);
    lines.forEach((line, i) => {
      if (i) y -= options.leading ?? size * 1.35;
      text(line, x, { ...options, size });
    });
    return lines.length;
  };
  const rule = (at = y) => page.drawLine({ start: { x: LEFT, y: at }, end: { x: RIGHT, y: at }, thickness: 0.6, color: RULE });
  /** Starts a new page when less than `space` points are left. */
  const ensure = (space: number) => {
    if (y - space >= BOTTOM) return false;
    page = pdf.addPage(A4);
    y = TOP;
    text(`${invoice.invoiceNumber} (continued)`, LEFT, { size: 8.5, color: MUTED });
    y -= 22;
    return true;
  };

  // Heading: who issues what, when, where.
  text("Saaj", LEFT, { size: 24, weight: "bold", color: ACCENT });
  text(taxInvoice ? "TAX INVOICE" : "INVOICE", RIGHT, { size: 15, weight: "bold", align: "right" });
  y -= 14;
  text("Original for recipient", RIGHT, { size: 8, color: MUTED, align: "right" });
  y -= 24;
  const supplyState = stateName(invoice.placeOfSupplyCode);
  const facts: [string, string][] = [
    [`Invoice number: ${invoice.invoiceNumber}`, `Date of issue: ${formatDate(invoice.invoiceDate)}`],
    [`Booking ID: ${invoice.appointmentId}`, `Service booked for: ${appointmentWhen}`],
    [`Place of supply: ${supplyState} (${invoice.placeOfSupplyCode})`, "Tax payable on reverse charge: No"],
  ];
  for (const [left, right] of facts) {
    text(left, LEFT);
    text(right, RIGHT, { align: "right" });
    y -= 14;
  }
  y -= 2;
  rule(y + 6);
  y -= 14;

  // Supplier and recipient side by side.
  const half = 300;
  const top = y;
  text("Supplier", LEFT, { size: 8.5, weight: "bold", color: MUTED });
  y -= 14;
  para(invoice.supplierName, LEFT, half - LEFT - 20, { weight: "bold" });
  y -= 13;
  if (invoice.supplierTradeName !== invoice.supplierName) {
    para(`Trade name: ${invoice.supplierTradeName}`, LEFT, half - LEFT - 20);
    y -= 13;
  }
  para(invoice.supplierAddress, LEFT, half - LEFT - 20, { size: 9 });
  y -= 13;
  text(taxInvoice ? `GSTIN: ${invoice.supplierGstin}` : "GSTIN: not on record", LEFT);
  y -= 13;
  text(`State: ${stateName(invoice.supplierStateCode)} (${invoice.supplierStateCode})`, LEFT);
  const supplierBottom = y;

  y = top;
  text("Billed to", half, { size: 8.5, weight: "bold", color: MUTED });
  y -= 14;
  if (invoice.recipientName) {
    para(invoice.recipientName, half, RIGHT - half, { weight: "bold" });
    y -= 13;
  }
  text(`Phone: ${invoice.recipientPhone}`, half, { weight: invoice.recipientName ? "regular" : "bold" });
  y -= 13;
  if (invoice.recipientAddress) {
    para(`Address: ${invoice.recipientAddress}`, half, RIGHT - half, { size: 9 });
    y -= 13;
  }
  text("GSTIN: unregistered (consumer)", half, { size: 9, color: MUTED });
  y = Math.min(y, supplierBottom) - 20;

  // The lines.
  const header = () => {
    const h = { size: 8, weight: "bold" as const, color: MUTED };
    text("#", COL.no, h);
    text("Description", COL.description, h);
    text("SAC", COL.sac, h);
    text("Qty", COL.qty, { ...h, align: "right" });
    text("Rate (₹)", COL.rate, { ...h, align: "right" });
    text("Value (₹)", COL.value, { ...h, align: "right" });
    text("Discount (₹)", COL.discount, { ...h, align: "right" });
    text("Taxable value (₹)", COL.taxable, { ...h, align: "right" });
    y -= 7;
    rule(y);
    y -= 13;
  };
  header();
  invoice.lines.forEach((line, i) => {
    const descriptionLines = writer.wrap(line.description, 9.5, COL.sac - COL.description - 8);
    if (ensure(descriptionLines.length * 13 + 4)) header();
    text(String(i + 1), COL.no);
    text(line.sac, COL.sac);
    text(String(line.quantity), COL.qty, { align: "right" });
    text(figure(line.unitPrice), COL.rate, { align: "right" });
    text(figure(line.value), COL.value, { align: "right" });
    text(figure(line.discount), COL.discount, { align: "right" });
    text(figure(line.taxableValue), COL.taxable, { align: "right" });
    para(line.description, COL.description, COL.sac - COL.description - 8, { leading: 12 });
    y -= 17;
  });
  rule(y + 9);
  y -= 8;

  // Totals: the supplier's taxable value and tax, then what the customer paid.
  const intraState = invoice.supplierStateCode === invoice.placeOfSupplyCode;
  const taxes: [string, number][] = intraState
    ? [
        [`CGST @ ${CGST_RATE}%`, invoice.cgst],
        [`SGST @ ${SGST_RATE}%`, invoice.sgst],
      ]
    : [[`IGST @ ${CGST_RATE + SGST_RATE}%`, invoice.igst]];
  const rows: [string, string, Weight][] = [
    ["Total taxable value", rupees(invoice.taxableValue), "regular"],
    ...taxes.map(([label, amount]): [string, string, Weight] => [label, rupees(amount), "regular"]),
    ["Invoice total", rupees(invoice.invoiceTotal), "bold"],
  ];
  ensure(rows.length * 15 + 90);
  for (const [label, value, weight] of rows) {
    text(label, COL.discount, { align: "right", weight });
    text(value, COL.taxable, { align: "right", weight });
    y -= 15;
  }
  y -= 4;
  para(`Total in words: ${rupeesInWords(invoice.invoiceTotal)}`, LEFT, RIGHT - LEFT, { weight: "bold" });
  y -= 18;
  if (invoice.couponAmount > 0) {
    const coupon = invoice.couponCode ? `Coupon ${invoice.couponCode}` : "Discount";
    text(`${coupon} paid by Saaj on your behalf: ${formatRupees(invoice.couponAmount)}`, LEFT);
    y -= 14;
  }
  text(`Amount paid by you: ${formatRupees(invoice.amountPaid)}`, LEFT, { weight: "bold" });
  y -= 22;

  // What the SAC codes mean and why the coupon is not a discount here, beside the signature block.
  ensure(120);
  const notes = [
    ...[...new Set(invoice.lines.map((l) => l.sac))].map((sac) => `SAC ${sac}: ${SAC_DESCRIPTION[sac] ?? "Beauty services"}.`),
    invoice.couponAmount > 0 ? "The coupon is Saaj's offer: Saaj pays that part of the price to the supplier for you, so the supplier's taxable value is the full price." : "",
    taxInvoice ? "" : "The supplier's GSTIN is not on record with Saaj: this is not a GST tax invoice.",
    "Issued by Saaj on behalf of the supplier. This is a computer-generated invoice.",
  ].filter(Boolean);
  const blockTop = y;
  for (const note of notes) {
    para(note, LEFT, RIGHT - LEFT - 200, { size: 8, color: MUTED, leading: 10.5 });
    y -= 12;
  }
  const notesBottom = y;
  y = blockTop;
  for (const line of writer.wrap(`For ${invoice.supplierName}`, 9, 180)) {
    text(line, RIGHT, { size: 9, align: "right" });
    y -= 12;
  }
  y -= 30;
  text("Authorised signatory", RIGHT, { size: 9, weight: "bold", align: "right" });
  y = Math.min(y, notesBottom);

  writer.finish();
  return pdf.save();
}
