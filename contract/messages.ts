/**
 * The words of the public message calls (newsletter, callback, contact) that both sides show:
 * the API answers with them, and the web app gives the same answer to a bot caught by the
 * honeypot. Constants only.
 */
export const MESSAGE_REPLIES = {
  subscribed: "Thank you for subscribing!",
  callbackSent: "Thank you! We will call you back shortly.",
  contactSent: "Thank you for reaching out! We will get back to you within two working days.",
} as const;
