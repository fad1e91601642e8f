/**
 * An invoice's total in words in Hindi and Malayalam, in the Indian numbering system (hazaar/aayiram,
 * lakh, crore), as the English one in amount-in-words.ts. Hindi's numbers below a hundred are each
 * their own word: to-words' Hindi names them. Its Malayalam puts the words side by side ('ഒന്ന്
 * ആയിരം എട്ട് നൂറ്'), which no one writes: Malayalam joins them ('ആയിരത്തി എണ്ണൂറ്റി'), so that
 * language is ours (docs/decisions/0035-invoice-languages.md).
 */
import { toWords as hindiWords } from "to-words/hi-IN";
import { rupeesAndPaise } from "./amount-in-words";

// Malayalam: each number's own word, and the form it takes when more follows ('…ത്തി').
const ML_ONES = ["", "ഒന്ന്", "രണ്ട്", "മൂന്ന്", "നാല്", "അഞ്ച്", "ആറ്", "ഏഴ്", "എട്ട്", "ഒമ്പത്"];
const ML_TEENS = ["പത്ത്", "പതിനൊന്ന്", "പന്ത്രണ്ട്", "പതിമൂന്ന്", "പതിനാല്", "പതിനഞ്ച്", "പതിനാറ്", "പതിനേഴ്", "പതിനെട്ട്", "പത്തൊമ്പത്"];
const ML_TENS = ["", "", "ഇരുപത്", "മുപ്പത്", "നാല്പത്", "അമ്പത്", "അറുപത്", "എഴുപത്", "എൺപത്", "തൊണ്ണൂറ്"];
const ML_TENS_JOINING = ["", "", "ഇരുപത്തി", "മുപ്പത്തി", "നാല്പത്തി", "അമ്പത്തി", "അറുപത്തി", "എഴുപത്തി", "എൺപത്തി", "തൊണ്ണൂറ്റി"];
const ML_HUNDREDS = ["", "നൂറ്", "ഇരുനൂറ്", "മുന്നൂറ്", "നാനൂറ്", "അഞ്ഞൂറ്", "അറുനൂറ്", "എഴുനൂറ്", "എണ്ണൂറ്", "തൊള്ളായിരം"];
const ML_HUNDREDS_JOINING = ["", "നൂറ്റി", "ഇരുനൂറ്റി", "മുന്നൂറ്റി", "നാനൂറ്റി", "അഞ്ഞൂറ്റി", "അറുനൂറ്റി", "എഴുനൂറ്റി", "എണ്ണൂറ്റി", "തൊള്ളായിരത്തി"];
/** n thousand for n = 1…19, and for the tens (20, 30 … 90 thousand). */
const ML_THOUSANDS: Record<number, string> = {
  1: "ആയിരം",
  2: "രണ്ടായിരം",
  3: "മൂവായിരം",
  4: "നാലായിരം",
  5: "അയ്യായിരം",
  6: "ആറായിരം",
  7: "ഏഴായിരം",
  8: "എണ്ണായിരം",
  9: "ഒമ്പതിനായിരം",
  10: "പതിനായിരം",
  11: "പതിനൊന്നായിരം",
  12: "പന്ത്രണ്ടായിരം",
  13: "പതിമൂവായിരം",
  14: "പതിനാലായിരം",
  15: "പതിനയ്യായിരം",
  16: "പതിനാറായിരം",
  17: "പതിനേഴായിരം",
  18: "പതിനെണ്ണായിരം",
  19: "പത്തൊമ്പതിനായിരം",
  20: "ഇരുപതിനായിരം",
  30: "മുപ്പതിനായിരം",
  40: "നാല്പതിനായിരം",
  50: "അമ്പതിനായിരം",
  60: "അറുപതിനായിരം",
  70: "എഴുപതിനായിരം",
  80: "എൺപതിനായിരം",
  90: "തൊണ്ണൂറായിരം",
};
/** n thousand inside a larger count of thousands (21, 31 … thousand): ഇരുപത്തിയൊന്നായിരം. */
const ML_UNIT_THOUSANDS = ["", "ഒന്നായിരം", ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => ML_THOUSANDS[n]!)];
/** A word that begins with a vowel takes a 'y' after '…ത്തി': ഇരുപത്തി + ഒന്ന് = ഇരുപത്തിയൊന്ന്. */
const VOWEL_SIGNS: Record<string, string> = { അ: "", ആ: "ാ", എ: "െ", ഏ: "േ", ഒ: "ൊ" };
const joinTo = (joining: string, word: string) => (word[0]! in VOWEL_SIGNS ? `${joining}യ${VOWEL_SIGNS[word[0]!]}${word.slice(1)}` : joining + word);
/** The form a word takes when more follows: ആയിരം → ആയിരത്തി. */
const joining = (word: string) => (word.endsWith("ം") ? `${word.slice(0, -1)}ത്തി` : word);

/** 0 < n < 100. */
function mlBelowHundred(n: number): string {
  if (n < 10) return ML_ONES[n]!;
  if (n < 20) return ML_TEENS[n - 10]!;
  const tens = Math.floor(n / 10);
  return n % 10 ? joinTo(ML_TENS_JOINING[tens]!, ML_ONES[n % 10]!) : ML_TENS[tens]!;
}

/** n thousand, 0 < n < 100: രണ്ടായിരം, ഇരുപത്തിയയ്യായിരം. */
function mlThousands(n: number): string {
  if (ML_THOUSANDS[n]) return ML_THOUSANDS[n]!;
  const tens = Math.floor(n / 10);
  return joinTo(ML_TENS_JOINING[tens]!, ML_UNIT_THOUSANDS[n % 10]!);
}

/** A count before ലക്ഷം or കോടി: 'ഒരു' for one, else the number. */
const mlCount = (n: number) => (n === 1 ? "ഒരു" : malayalamNumber(n));

/** A whole number in Malayalam words: 1829 → 'ആയിരത്തി എണ്ണൂറ്റി ഇരുപത്തിയൊമ്പത്'. */
export function malayalamNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number of rupees: ${n}`);
  if (n === 0) return "പൂജ്യം";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  if (crore) parts.push(`${mlCount(crore)} കോടി`);
  if (lakh) parts.push(`${mlCount(lakh)} ലക്ഷം`);
  if (thousand) parts.push(mlThousands(thousand));
  if (hundred) parts.push(ML_HUNDREDS[hundred]!);
  if (rest) parts.push(mlBelowHundred(rest));
  // Every part but the last takes its joining form (ലക്ഷത്തി, ആയിരത്തി, എണ്ണൂറ്റി); a crore stays as it is.
  return parts.map((part, i) => (i === parts.length - 1 ? part : ML_HUNDREDS.includes(part) ? ML_HUNDREDS_JOINING[hundred]! : joining(part))).join(" ");
}

/** ₹ amount (to the paisa) in Hindi words: 'एक हज़ार आठ सौ उनतीस रुपये मात्र'. */
export function hindiRupees(amount: number): string {
  const { rupees, paise } = rupeesAndPaise(amount);
  const paiseWords = paise ? `${hindiWords(paise)} पैसे` : "";
  if (rupees === 0 && paise) return `${paiseWords} मात्र`;
  return `${hindiWords(rupees)} ${rupees === 1 ? "रुपया" : "रुपये"}${paiseWords ? ` और ${paiseWords}` : ""} मात्र`;
}

/** ₹ amount (to the paisa) in Malayalam words: 'ആയിരത്തി എണ്ണൂറ്റി ഇരുപത്തിയൊമ്പത് രൂപ മാത്രം'. */
export function malayalamRupees(amount: number): string {
  const { rupees, paise } = rupeesAndPaise(amount);
  if (rupees === 0 && paise) return `${malayalamNumber(paise)} പൈസ മാത്രം`;
  if (!paise) return `${malayalamNumber(rupees)} രൂപ മാത്രം`;
  return `${malayalamNumber(rupees)} രൂപയും ${malayalamNumber(paise)} പൈസയും`;
}
