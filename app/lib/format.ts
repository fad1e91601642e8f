/**
 * '₹1,23,456' (Indian grouping), with paise only when there are any: '₹1,234.50'. The same in
 * English, Hindi and Malayalam (each writes Indian grouping with these digits); `locale` is the page's.
 */
export function rupees(amount: number, locale = "en-IN") {
  return `₹${groupedRupees(amount, locale)}`;
}

/**
 * Number formats by locale and whether paise show: made once, as `toLocaleString` would make one
 * for every amount (a provider's page shows about a hundred).
 */
const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** '17,707.82' / '1,23,456': Indian grouping without the symbol (the spec's 'Rs. {amount}/-'). */
export function groupedRupees(amount: number, locale = "en-IN") {
  const whole = Number.isInteger(amount);
  const key = `${locale} ${whole}`;
  let format = rupeeFormats.get(key);
  if (!format) rupeeFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })));
  return format.format(amount);
}

/** Removes one search param from a path+search, for links that close a popup. */
export function withoutParam(pathWithSearch: string, ...names: string[]) {
  const url = new URL(pathWithSearch, "http://x");
  for (const name of names) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

export function withParam(pathWithSearch: string, name: string, value: string) {
  const url = new URL(pathWithSearch, "http://x");
  url.searchParams.set(name, value);
  return `${url.pathname}?${url.searchParams}`;
}

/** 'Glow Studio' + 'Glow Studio Kowdiar' -> 'Glow Studio Kowdiar'; a branch of another name -> 'Glow Studio, Main Road'. */
export function providerLabel(provider: string, branch: string) {
  if (!branch || branch === provider) return provider;
  return branch.startsWith(provider) ? branch : `${provider}, ${branch}`;
}
