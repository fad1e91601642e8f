/** The honeypot field's name: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = "name__confirm";
