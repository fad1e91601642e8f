/**
 * Cart money rules, shared by the API (which decides) and the web app (which shows the same figures).
 * Pure functions; its only import is the contract's named constants. All arithmetic is done in whole paise so results are exact to 2 decimals.
 *
 * Tax (spec 02 §9): CGST 9% and SGST 9% of the SUBTOTAL; grand total = subtotal - discount;
 * the taxable grand total (`total`, what is paid) = grand total + both taxes.
 */

import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT } from "../../contract/booking";

export const CGST_RATE = 9;
export const SGST_RATE = 9;

export interface CartLine {
  unitPrice: number; // rupees
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  grandTotal: number;
  cgst: number;
  sgst: number;
  total: number;
}

/** A coupon as stored (coupons table columns). */
export interface CouponRule {
  kind: "flat" | "percent";
  value: number; // rupees for flat, percent for percent
  max_discount?: number | null; // cap for percent coupons, rupees
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;
/** percent% of an amount in paise, rounded half up to a paisa. */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** A line's total: the unit price times the quantity, exact to the paisa. */
export const lineTotal = (line: CartLine) => toRupees(toPaise(line.unitPrice) * line.quantity);

/** Rounds a rupee amount to paise. */
export const roundRupees = (rupees: number) => toRupees(toPaise(rupees));

export function computeTotals({ lines, discount = 0 }: { lines: CartLine[]; discount?: number }): Totals {
  const subtotal = lines.reduce((sum, line) => sum + toPaise(line.unitPrice) * line.quantity, 0);
  const off = Math.min(Math.max(toPaise(discount), 0), subtotal);
  const cgst = percentOf(subtotal, CGST_RATE);
  const sgst = percentOf(subtotal, SGST_RATE);
  const grandTotal = subtotal - off;
  return {
    subtotal: toRupees(subtotal),
    discount: toRupees(off),
    grandTotal: toRupees(grandTotal),
    cgst: toRupees(cgst),
    sgst: toRupees(sgst),
    total: toRupees(grandTotal + cgst + sgst),
  };
}

/** The discount a coupon gives on a subtotal (rupees, to the paisa), never above the subtotal. */
export function couponDiscount(coupon: CouponRule, subtotal: number): number {
  const base = toPaise(subtotal);
  let off = coupon.kind === "flat" ? toPaise(coupon.value) : percentOf(base, coupon.value);
  if (coupon.kind === "percent" && coupon.max_discount != null) off = Math.min(off, toPaise(coupon.max_discount));
  return toRupees(Math.max(0, Math.min(off, base)));
}

/** Two amounts equal to the paisa. */
export const samePaise = (a: number, b: number) => toPaise(a) === toPaise(b);

/** '₹1,23,456' (Indian grouping); paise shown only when not whole: '₹1,234.50'. */
export function formatRupees(amount: number): string {
  const paise = Math.abs(toPaise(amount));
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const sign = toPaise(amount) < 0 ? "-" : "";
  return `${sign}₹${groupIndian(String(rupees))}${fraction ? `.${String(fraction).padStart(2, "0")}` : ""}`;
}

/** '123456' -> '1,23,456': the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${rest},${last3}`;
}

/** The fee for a late cancellation: CANCELLATION_FEE_PERCENT of the amount paid, at most CANCELLATION_FEE_MAX (contract/booking.ts). */
export function cancellationFee(paid: number): number {
  return Math.min(toRupees(percentOf(toPaise(paid), CANCELLATION_FEE_PERCENT)), CANCELLATION_FEE_MAX);
}
