import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointmentItems, appointments, branches, offerings, providers, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { CGST_RATE, SGST_RATE, formatRupees } from "../../lib/money";
import { loadOwnAppointment, paymentFor, type Payment, NOT_YOUR_BOOKING } from "../../lib/own-appointment";
import { STATUS } from "../../lib/appointment-status";
import { MESSAGES } from "../../../contract/schemas/bookings";
import { formatDate, formatIndiaDate, formatTime } from "../../lib/ist";

const PAID_STATUSES: number[] = [STATUS.scheduled, STATUS.inProgress, STATUS.completed];

export interface InvoiceData {
  invoiceNumber: string;
  invoiceDate: string;
  appointmentId: number;
  appointmentWhen: string;
  customerName: string;
  customerPhone: string;
  providerName: string;
  branchName: string;
  branchAddress: string;
  lines: { service: string; quantity: number; unitPrice: number; amount: number }[];
  payment: Payment;
}

/** The invoice of the caller's own paid booking; anything else fails with the spec's message. */
export async function loadInvoice(q: Queryable, appointmentId: number, userId: number): Promise<InvoiceData> {
  const a = await loadOwnAppointment(q, appointmentId, { userId }, { forbiddenMessage: NOT_YOUR_BOOKING });
  const payment = await paymentFor(q, appointmentId);
  if (!PAID_STATUSES.includes(a.statusId) || !payment) throw badRequest(MESSAGES.invoiceFailed);
  const [who] = await q.orm
    .select({
      name: users.name,
      phone: users.phone,
      providerName: providers.providerName,
      branchName: branches.branchName,
      address: branches.address,
      city: branches.city,
      state: branches.state,
    })
    .from(appointments)
    .innerJoin(users, eq(users.userId, appointments.userId))
    .innerJoin(providers, eq(providers.providerId, appointments.providerId))
    .innerJoin(branches, eq(branches.branchId, appointments.branchId))
    .where(eq(appointments.appointmentId, appointmentId));
  const lines = await q.orm
    .select({ service: offerings.name, quantity: appointmentItems.quantity, unitPrice: appointmentItems.unitPrice })
    .from(appointmentItems)
    .innerJoin(offerings, eq(offerings.offeringId, appointmentItems.offeringId))
    .where(eq(appointmentItems.appointmentId, appointmentId))
    .orderBy(asc(appointmentItems.offeringId));
  return {
    invoiceNumber: `SAAJ-INV-${String(payment.paymentId).padStart(6, "0")}`,
    invoiceDate: formatIndiaDate(payment.createdAt),
    appointmentId,
    appointmentWhen: `${formatDate(a.appointmentDate)}, ${formatTime(a.appointmentTime)}`,
    customerName: who!.name || "Saaj customer",
    customerPhone: who!.phone,
    providerName: who!.providerName,
    branchName: who!.branchName,
    branchAddress: [who!.address, who!.city, who!.state].filter(Boolean).join(", "),
    lines: lines.map((l) => ({ ...l, amount: l.unitPrice * l.quantity })),
    payment,
  };
}

/** 'Rs. 1,180.00': the standard PDF fonts have no rupee sign. */
export const rs = (amount: number) => {
  const [whole, paise = "00"] = formatRupees(amount).replace("₹", "").split(".");
  return `Rs. ${whole}.${paise}`;
};

/** The standard fonts only encode WinAnsi (Latin-1); anything else prints as '?'. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");

export async function renderInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Saaj invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor("Saaj");
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 50;
  const right = 545;
  let y = 790;

  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = latin1(value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, size, font, color: rgb(0.15, 0.15, 0.15) });
  };
  const rule = () => drawRule(page, left, right, y + 12);

  text("Saaj", left, { font: bold, size: 26 });
  text("TAX INVOICE", right, { font: bold, size: 14, alignRight: true });
  y -= 30;
  text(`Invoice number: ${invoice.invoiceNumber}`, left);
  text(`Invoice date: ${invoice.invoiceDate}`, right, { alignRight: true });
  y -= 16;
  text(`Booking ID: ${invoice.appointmentId}`, left);
  text(`Appointment: ${invoice.appointmentWhen}`, right, { alignRight: true });
  y -= 30;

  text("Billed to", left, { font: bold });
  text("Service provider", 300, { font: bold });
  y -= 15;
  text(invoice.customerName, left);
  text(invoice.providerName, 300);
  y -= 14;
  text(`Phone: ${invoice.customerPhone}`, left);
  text(invoice.branchName, 300);
  y -= 14;
  text(invoice.branchAddress, 300, { size: 9 });
  y -= 34;

  const columns = { service: left, qty: 340, unit: 440, amount: right };
  text("Service", columns.service, { font: bold });
  text("Qty", columns.qty, { font: bold, alignRight: true });
  text("Unit price", columns.unit, { font: bold, alignRight: true });
  text("Amount", columns.amount, { font: bold, alignRight: true });
  y -= 8;
  rule();
  y -= 10;
  for (const line of invoice.lines) {
    text(line.service.slice(0, 55), columns.service);
    text(String(line.quantity), columns.qty, { alignRight: true });
    text(rs(line.unitPrice), columns.unit, { alignRight: true });
    text(rs(line.amount), columns.amount, { alignRight: true });
    y -= 18;
  }
  rule();
  y -= 10;

  const p = invoice.payment;
  const totals: [string, string][] = [
    ["Subtotal", rs(p.subtotal)],
    [`Discount${p.couponCode ? ` (${p.couponCode})` : ""}`, p.discount > 0 ? `- ${rs(p.discount)}` : rs(0)],
    [`CGST ${CGST_RATE}%`, rs(p.cgst)],
    [`SGST ${SGST_RATE}%`, rs(p.sgst)],
  ];
  for (const [label, value] of totals) {
    text(label, columns.unit, { alignRight: true });
    text(value, columns.amount, { alignRight: true });
    y -= 16;
  }
  rule();
  y -= 6;
  text("Total paid", columns.unit, { font: bold, size: 12, alignRight: true });
  text(rs(p.total), columns.amount, { font: bold, size: 12, alignRight: true });
  y -= 50;
  text("Thank you for booking with Saaj. Taxes are charged on the subtotal; the discount comes off the grand total.", left, { size: 8 });

  return pdf.save();
}

function drawRule(page: PDFPage, from: number, to: number, y: number) {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.6, color: rgb(0.7, 0.7, 0.7) });
}
