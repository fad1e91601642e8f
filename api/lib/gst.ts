/**
 * GST facts the tax invoice needs (docs/decisions/0019-gst-invoice.md): the states' 2-digit codes,
 * the GSTIN's format and check character, the financial year and the invoice number, the SAC codes
 * of beauty services, and how the tax of a supply splits (CGST + SGST, or IGST).
 * Pure functions; no SQL.
 */
import { CGST_RATE, SGST_RATE } from "./money";

/** The GST state codes (the first two digits of a GSTIN), by the state's or union territory's name. */
const STATES: [code: string, name: string, aliases?: string[]][] = [
  ["01", "Jammu and Kashmir", ["Jammu & Kashmir"]],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand", ["Uttaranchal"]],
  ["06", "Haryana"],
  ["07", "Delhi", ["New Delhi", "NCT of Delhi"]],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha", ["Orissa"]],
  ["22", "Chhattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  ["26", "Dadra and Nagar Haveli and Daman and Diu", ["Daman and Diu", "Dadra and Nagar Haveli"]],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry", ["Pondicherry"]],
  ["35", "Andaman and Nicobar Islands", ["Andaman & Nicobar Islands"]],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
];

const normState = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();
const CODE_BY_NAME = new Map(STATES.flatMap(([code, name, aliases = []]) => [name, ...aliases].map((n) => [normState(n), code] as const)));
const NAME_BY_CODE = new Map(STATES.map(([code, name]) => [code, name]));

export interface GstState {
  code: string;
  name: string;
}

/** 'Kerala' -> { code: '32', name: 'Kerala' }; undefined for a name that is not a state or union territory. */
export function gstState(name: string): GstState | undefined {
  const code = CODE_BY_NAME.get(normState(name));
  return code ? { code, name: NAME_BY_CODE.get(code)! } : undefined;
}

/** '32' -> { code: '32', name: 'Kerala' }. */
export function stateByCode(code: string): GstState | undefined {
  const name = NAME_BY_CODE.get(code);
  return name ? { code, name } : undefined;
}

/** The state a GSTIN is registered in (its first two digits). */
export const stateOfGstin = (gstin: string) => stateByCode(gstin.slice(0, 2));

/** The first state or union territory named in a free-text address ('…, Indiranagar, Bengaluru, Karnataka 560038'). */
export function stateNamedIn(text: string): GstState | undefined {
  const words = ` ${normState(text)} `;
  // Longest names first, so 'Andhra Pradesh' is not read as 'Pradesh' of another.
  const names = [...CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length);
  const hit = names.find((n) => words.includes(` ${n} `));
  return hit ? gstState(hit) : undefined;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, from its first 14: a Luhn mod 36 checksum. Each character's value
 * (0-9, then A=10 … Z=35) is multiplied by 1 at odd positions and 2 at even ones (from the left),
 * each product counts as its base-36 digits added (quotient + remainder by 36), and the check
 * character brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error(`Not the first 14 characters of a GSTIN: ${first14}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is refused, or undefined when it is valid: shape, state code and check character. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_SHAPE.test(gstin)) return "A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character.";
  if (!stateOfGstin(gstin)) return `${gstin.slice(0, 2)} is not a state code.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "The check character does not match.";
  return undefined;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === undefined;

/** The Indian financial year (April to March) of a calendar date 'YYYY-MM-DD': '2026-27'. */
export function financialYear(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The series every invoice number starts with; one series per supplier and financial year. */
export const INVOICE_PREFIX = "SJ";
/** 5 digits keep 'SJ/2026-27/00042' at 16 characters, the most rule 46(b) allows. */
export const MAX_INVOICE_SERIAL = 99_999;

/** 'SJ/2026-27/00042'. */
export function invoiceNumber(year: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_INVOICE_SERIAL) throw new Error(`Invoice serial out of range: ${serial}`);
  return `${INVOICE_PREFIX}/${year}/${String(serial).padStart(5, "0")}`;
}

/** The SAC codes (services accounting codes, group 99972: beauty and physical well-being services) we use. */
export const SAC = {
  hairdressing: "999721",
  cosmetic: "999722",
  wellBeing: "999723",
  otherBeauty: "999729",
} as const;

export interface TaxLine {
  label: string;
  rate: number;
  amount: number;
}

/**
 * The tax charged, split by where the supply takes place: CGST and SGST when the place of supply
 * is in the supplier's state, IGST (their sum, at the sum of the rates) otherwise. The amounts
 * are the ones charged at checkout (9% + 9% of the subtotal, api/lib/money.ts); IGST is their sum,
 * so the invoice adds up to what was paid to the paisa.
 */
export function taxLines(cgst: number, sgst: number, intraState: boolean): TaxLine[] {
  if (intraState) {
    return [
      { label: "CGST", rate: CGST_RATE, amount: cgst },
      { label: "SGST", rate: SGST_RATE, amount: sgst },
    ];
  }
  return [{ label: "IGST", rate: CGST_RATE + SGST_RATE, amount: Math.round((cgst + sgst) * 100) / 100 }];
}
