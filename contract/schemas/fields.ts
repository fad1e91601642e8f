import { z } from "@hono/zod-openapi";
import { MAX_ID } from "../ids";

/**
 * Shared request schemas: whatever a caller sends, what passes them fits the database's columns
 * (int ids, dates, float coordinates, UTF-8 text), so bad input is a 400 with a message, never a 500.
 */

export { MAX_ID };

/** A string of digits or a whole JSON number, 1…2^31-1 -> the number; anything else undefined. */
export function toId(value: unknown): number | undefined {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*\d{1,12}\s*$/.test(value)) n = Number(value);
  else return undefined;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/**
 * An id in a query, path or body: digits only (or a whole JSON number), 1…2^31-1; objects,
 * arrays, signs, decimals and exponents are refused with `message`, never coerced.
 */
export const id = (message = "Invalid ID.") =>
  z
    .custom<number | string>((v) => toId(v) !== undefined, { message })
    .transform((v) => toId(v)!)
    .openapi({ type: "integer", minimum: 1, maximum: MAX_ID });

/** An id kept as its digits (string out): as `id`, for schemas whose callers want the text. */
export const idText = (message = "Invalid ID.") =>
  z
    .string({ message })
    .trim()
    .regex(/^\d+$/, message)
    .refine((v) => toId(v) !== undefined, message);

/** A comma-separated list of ids ("1,2, 3") -> numbers, each 1…2^31-1. */
export const idList = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, message)
    .refine((v) => v.split(",").every((part) => toId(part) !== undefined), message);

/** A number sent as a JSON number or as text (query, form); finite, within [min, max]. Objects, arrays, booleans, "NaN", "1e999" are refused. */
export const finiteNumber = (message: string, bounds: { min?: number; max?: number; int?: boolean } = {}) =>
  z
    .custom<number | string>(
      (v) => {
        const n = toNumber(v);
        return n !== undefined && (bounds.min === undefined || n >= bounds.min) && (bounds.max === undefined || n <= bounds.max) && (!bounds.int || Number.isInteger(n));
      },
      { message },
    )
    .transform((v) => toNumber(v)!)
    .openapi({ type: bounds.int ? "integer" : "number", minimum: bounds.min, maximum: bounds.max });

export function toNumber(value: unknown): number | undefined {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value)) n = Number(value);
  else return undefined;
  return Number.isFinite(n) ? n : undefined;
}

/** A latitude or longitude: finite, within ±limit, rounded to 7 decimals (1 cm), so 5e-324 is 0 and not a float underflow in SQL. */
export const coordinate = (limit: 90 | 180, message = `Must be a number between -${limit} and ${limit}.`) => finiteNumber(message, { min: -limit, max: limit }).transform((n) => roundCoordinate(n));

export const roundCoordinate = (n: number) => Math.round(n * 1e7) / 1e7 + 0; // + 0: no -0

/** Text a PostgreSQL UTF-8 column can store: no NUL and no lone surrogate. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be refused
export const STORABLE_TEXT = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const TEXT_MESSAGE = "Text contains characters that are not allowed.";
export const isStorableText = (v: string) => STORABLE_TEXT.test(v);

/** z.string() that refuses NUL and lone surrogates (still a ZodString: chain .trim(), .min(), … after it). */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).regex(STORABLE_TEXT, TEXT_MESSAGE);

/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused), years 1900…9999. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
export const calendarDate = (message: string) => z.string({ message }).refine(isCalendarDate, message);
