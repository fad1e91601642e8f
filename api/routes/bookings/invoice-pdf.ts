/** The invoice's PDF: A4, one page or more, laid out from what was stored at issue (invoice.service.ts). */
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { CGST_RATE, SGST_RATE, formatRupees } from "../../lib/money";
import { formatTime } from "../../lib/ist";
import { stateByCode } from "../../lib/gst";
import type { Weight } from "../../lib/pdf-fonts";
import { TextWriter } from "../../lib/pdf-text";
import type { Language } from "../../../shared/languages";
import type { InvoiceData } from "./invoice.service";
import { invoiceWords } from "./invoice-words";

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

/** The invoice in the customer's language (invoice-words.ts): the same figures and layout in each. */
/** Each column's heading: where it is drawn and how wide it may be (figures are right-aligned). */
const HEADINGS: { x: number; width: number; align?: "right" }[] = [
  { x: COL.no, width: COL.description - COL.no - 2 },
  { x: COL.description, width: COL.sac - COL.description - 8 },
  { x: COL.sac, width: COL.qty - COL.sac - 24 },
  { x: COL.qty, width: 32, align: "right" },
  { x: COL.rate, width: COL.rate - COL.qty - 6, align: "right" },
  { x: COL.value, width: COL.value - COL.rate - 6, align: "right" },
  { x: COL.discount, width: COL.discount - COL.value - 6, align: "right" },
  { x: COL.taxable, width: COL.taxable - COL.discount - 6, align: "right" },
];
const HEADING_LEADING = 9.5;

export async function renderInvoicePdf({ invoice, appointment }: InvoiceData, language: Language = "en"): Promise<Uint8Array> {
  const words = invoiceWords(language);
  const { say } = words;
  const pdf = await PDFDocument.create();
  const taxInvoice = invoice.supplierGstin !== null;
  pdf.setTitle(say("title", { number: invoice.invoiceNumber }));
  pdf.setAuthor(invoice.supplierName);
  pdf.setSubject(say(taxInvoice ? "taxInvoice" : "invoice"));
  pdf.setLanguage(`${language}-IN`);
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
    text(say("continued", { number: invoice.invoiceNumber }), LEFT, { size: 8.5, color: MUTED });
    y -= 22;
    return true;
  };

  // Heading: who issues what, when, where.
  text("Saaj", LEFT, { size: 24, weight: "bold", color: ACCENT });
  text(say(taxInvoice ? "taxInvoice" : "invoice"), RIGHT, { size: 15, weight: "bold", align: "right" });
  y -= 14;
  text(say("original"), RIGHT, { size: 8, color: MUTED, align: "right" });
  y -= 24;
  const supplyState = stateName(invoice.placeOfSupplyCode);
  const facts: [string, string][] = [
    [say("invoiceNumber", { number: invoice.invoiceNumber }), say("issued", { date: words.date(invoice.invoiceDate) })],
    [say("bookingId", { id: invoice.appointmentId }), say("bookedFor", { when: `${words.date(appointment.date)}, ${formatTime(appointment.time)}` })],
    [say("placeOfSupply", { state: supplyState, code: invoice.placeOfSupplyCode }), say("reverseCharge")],
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
  text(say("supplier"), LEFT, { size: 8.5, weight: "bold", color: MUTED });
  y -= 14;
  para(invoice.supplierName, LEFT, half - LEFT - 20, { weight: "bold" });
  y -= 13;
  if (invoice.supplierTradeName !== invoice.supplierName) {
    para(say("tradeName", { name: invoice.supplierTradeName }), LEFT, half - LEFT - 20);
    y -= 13;
  }
  para(invoice.supplierAddress, LEFT, half - LEFT - 20, { size: 9 });
  y -= 13;
  text(taxInvoice ? say("gstin", { gstin: invoice.supplierGstin! }) : say("noGstin"), LEFT);
  y -= 13;
  text(say("state", { state: stateName(invoice.supplierStateCode), code: invoice.supplierStateCode }), LEFT);
  const supplierBottom = y;

  y = top;
  text(say("billedTo"), half, { size: 8.5, weight: "bold", color: MUTED });
  y -= 14;
  if (invoice.recipientName) {
    para(invoice.recipientName, half, RIGHT - half, { weight: "bold" });
    y -= 13;
  }
  text(say("phone", { phone: invoice.recipientPhone }), half, { weight: invoice.recipientName ? "regular" : "bold" });
  y -= 13;
  if (invoice.recipientAddress) {
    para(say("address", { address: invoice.recipientAddress }), half, RIGHT - half, { size: 9 });
    y -= 13;
  }
  text(say("consumer"), half, { size: 9, color: MUTED });
  y = Math.min(y, supplierBottom) - 20;

  // The lines.
  const header = () => {
    const h = { size: 8, weight: "bold" as const, color: MUTED };
    // A heading longer than its column (Malayalam's, say) wraps onto a second line there.
    const cells = words.columns.map((label, i) => writer.wrap(label, h.size, HEADINGS[i]!.width, h.weight));
    const top = y;
    cells.forEach((lines, i) =>
      lines.forEach((line, j) => {
        y = top - j * HEADING_LEADING;
        text(line, HEADINGS[i]!.x, { ...h, align: HEADINGS[i]!.align });
      }),
    );
    y = top - (Math.max(...cells.map((lines) => lines.length)) - 1) * HEADING_LEADING - 7;
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
    [say("totalTaxable"), rupees(invoice.taxableValue), "regular"],
    ...taxes.map(([label, amount]): [string, string, Weight] => [label, rupees(amount), "regular"]),
    [say("invoiceTotal"), rupees(invoice.invoiceTotal), "bold"],
  ];
  ensure(rows.length * 15 + 90);
  for (const [label, value, weight] of rows) {
    text(label, COL.discount, { align: "right", weight });
    text(value, COL.taxable, { align: "right", weight });
    y -= 15;
  }
  y -= 4;
  para(words.inWords(invoice.invoiceTotal), LEFT, RIGHT - LEFT, { weight: "bold" });
  y -= 18;
  if (invoice.couponAmount > 0) {
    const coupon = invoice.couponCode ? say("coupon", { code: invoice.couponCode }) : say("discount");
    text(say("paidBySaaj", { coupon, amount: formatRupees(invoice.couponAmount) }), LEFT);
    y -= 14;
  }
  text(say("paidByYou", { amount: formatRupees(invoice.amountPaid) }), LEFT, { weight: "bold" });
  y -= 22;

  // What the SAC codes mean and why the coupon is not a discount here, beside the signature block.
  ensure(120);
  const notes = [
    ...[...new Set(invoice.lines.map((l) => l.sac))].map(words.sacNote),
    invoice.couponAmount > 0 ? say("couponNote") : "",
    taxInvoice ? "" : say("notTaxInvoice"),
    say("issuedBySaaj"),
  ].filter(Boolean);
  const blockTop = y;
  for (const note of notes) {
    para(note, LEFT, RIGHT - LEFT - 200, { size: 8, color: MUTED, leading: 10.5 });
    y -= 12;
  }
  const notesBottom = y;
  y = blockTop;
  for (const line of writer.wrap(say("forSupplier", { supplier: invoice.supplierName }), 9, 180)) {
    text(line, RIGHT, { size: 9, align: "right" });
    y -= 12;
  }
  y -= 30;
  text(say("signatory"), RIGHT, { size: 9, weight: "bold", align: "right" });
  y = Math.min(y, notesBottom);

  writer.finish();
  return pdf.save();
}
