import { redirect, type ActionFunctionArgs } from "react-router";
import { readForm } from "~/lib/form.server";
import { safeRedirect } from "~/lib/session.server";
import { languageCookie } from "~/i18n/i18n.server";
import { isLanguage } from "~/i18n/languages";

/**
 * The language switcher (header and footer): remembers the choice in a cookie and goes back to
 * the same page, which then renders in that language. A plain form, so it works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lang = form.get("lang");
  const to = safeRedirect(form.get("redirectTo"));
  if (!isLanguage(lang)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
}

export const loader = () => redirect("/");
