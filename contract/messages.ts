/**
 * The words of the public message calls (newsletter, callback, contact, accessibility) that both sides show:
 * the API answers with them, and the web app gives the same answer to a bot caught by the
 * honeypot. Constants only.
 */
export const MESSAGE_REPLIES = {
  subscribed: "Thank you for subscribing!",
  callbackSent: "Thank you! We will call you back shortly.",
  contactSent: "Thank you for reaching out! We will get back to you within two working days.",
  accessibilityReported: "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.",
} as const;

/** What an accessibility report may hold (POST /api/accessibility-report/; the web app's form says the same). */
export const ACCESSIBILITY_REPORT_LIMITS = { problemMin: 10, problemMax: 2000, pageMax: 300, toolMax: 100, replyToMax: 254 } as const;
const A11Y = ACCESSIBILITY_REPORT_LIMITS;

/** Why an accessibility report is refused, field by field (the API and the web app's form). */
export const ACCESSIBILITY_REPORT_MESSAGES = {
  problem: `Please tell us what went wrong, in at least ${A11Y.problemMin} characters.`,
  problemTooLong: `Please keep it to ${A11Y.problemMax} characters.`,
  page: `Please keep the page to ${A11Y.pageMax} characters.`,
  tool: `Please keep this to ${A11Y.toolMax} characters.`,
  replyTo: "Please give an email address or a 10-digit mobile number, or leave this empty.",
} as const;
