/**
 * An amount in words in the Indian numbering system (thousand, lakh, crore), as an invoice states
 * its total: 'Rupees One Lakh Only', 'Rupees Seventeen Thousand Seven Hundred Seven and Eighty Two
 * Paise Only'. Below one rupee only the paise are named: 'Fifty Paise Only' (docs/decisions/0019).
 */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 < n < 100. */
const belowHundred = (n: number) => (n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, n % 10 ? ONES[n % 10]! : ""].filter(Boolean).join(" "));

/** A whole number in words, Indian style: 1,23,45,678 -> 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number of rupees: ${n}`);
  if (n === 0) return ONES[0]!;
  const parts: string[] = [];
  // Above 99 crore the crores are themselves counted in lakhs and thousands: 'One Hundred Crore'.
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  let rest = n % 10_000_000;
  for (const [size, name] of [
    [100_000, "Lakh"],
    [1_000, "Thousand"],
    [100, "Hundred"],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** An amount to the paisa as whole rupees and paise; refuses what is not an amount. */
export function rupeesAndPaise(amount: number) {
  const all = Math.round(amount * 100);
  if (!Number.isSafeInteger(all) || all < 0) throw new Error(`Not an amount: ${amount}`);
  return { rupees: Math.floor(all / 100), paise: all % 100 };
}

/** ₹ amount (to the paisa) in words: 'Rupees Two Thousand One Hundred Six Only', 'Fifty Paise Only'. */
export function rupeesInWords(amount: number): string {
  const { rupees, paise: fraction } = rupeesAndPaise(amount);
  const paiseWords = fraction ? `${numberInWords(fraction)} ${fraction === 1 ? "Paisa" : "Paise"}` : "";
  if (rupees === 0 && fraction) return `${paiseWords} Only`;
  return `Rupees ${numberInWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ""} Only`;
}
