import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { HONEYPOT_FIELD } from "./honeypot";

/**
 * The hidden field on the public forms (register, newsletter, callback). People never see it;
 * a bot that fills it gets the usual success answer and nothing is sent to the API. The forms
 * render `<HoneypotField />` (app/components/ui/HoneypotField.tsx). No timestamp field: the forms are cached
 * server-rendered HTML in places, and the API's rate limits do the rest.
 */
export const honeypot = new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });

/** True when the form is spam by the honeypot. (remix-utils 8 made the check asynchronous.) */
export async function isSpam(form: FormData): Promise<boolean> {
  try {
    await honeypot.check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
