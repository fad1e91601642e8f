import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { useT } from "~/i18n/use-t";

/**
 * The hidden field that remix-utils' Honeypot checks on the server (app/lib/honeypot.server.ts).
 * Our own markup rather than its `<HoneypotInputs />`: that one gives every form the same id (two
 * forms on a page clash) and an autocomplete value HTML does not allow.
 */
export function HoneypotField() {
  const id = useId();
  const t = useT("common");
  return (
    <div hidden>
      <label htmlFor={id}>{t("honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" autoComplete="off" tabIndex={-1} defaultValue="" />
    </div>
  );
}
