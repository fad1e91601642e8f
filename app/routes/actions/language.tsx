import { redirect, type ActionFunctionArgs } from "react-router";
import { readForm } from "~/lib/form.server";
import { safeRedirect } from "~/lib/session.server";
import { languageCookie } from "~/i18n/i18n.server";
import { isLanguage, LANGUAGE_PARAM } from "~/i18n/languages";

/**
 * The language switcher (header and footer): remembers the choice in a cookie and goes back to
 * the same page, which then renders in that language. A plain form, so it works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lang = form.get("lang");
  // Back to the same page without a `?lang=` of its address, which would win over the new choice.
  const to = withoutLanguageParam(safeRedirect(form.get("redirectTo")));
  if (!isLanguage(lang)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
}

export const loader = () => redirect("/");

function withoutLanguageParam(to: string) {
  const url = new URL(to, "http://local");
  url.searchParams.delete(LANGUAGE_PARAM);
  return url.pathname + url.search + url.hash;
}
