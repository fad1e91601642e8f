/**
 * A cancellation deadline as people read it, on India's clock: "Mon 14 Dec, 1:30 PM" (in Hindi
 * "सोम 14 दिस॰, 1:30 PM", in Malayalam "തിങ്കൾ 14 ഡിസം, 1:30 PM"). Shared by the web app's pages and
 * the API's messages, so both say the same moment the same way; imports nothing (it runs in the
 * browser too).
 */
const INDIA = "Asia/Kolkata";

export function deadlineText(instant: Date | string, locale: string): string {
  const at = new Date(instant);
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString(locale, { ...options, timeZone: INDIA });
  const clock = at.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: INDIA }).toUpperCase();
  return `${part({ weekday: "short" })} ${part({ day: "numeric" })} ${part({ month: "short" })}, ${clock}`;
}
