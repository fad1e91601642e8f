import { redirect, type ActionFunctionArgs } from "react-router";
import { commitSession, getSession } from "~/lib/session.server";
import { CONSOLE_HEADERS, partnerApi } from "~/lib/partner.server";
import { redirectWithToast } from "~/lib/toast.server";
import { serverT } from "~/i18n/i18n.server";

/** A GET shows nothing: logging out is a form post. */
export const loader = () => redirect("/Partner", { headers: CONSOLE_HEADERS });

/** Logs the member out of the console only: the API forgets the token, the cookie the login. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const partner = session.get("partner");
  if (partner) await partnerApi(context, request, partner.token).post("/partner-api/logout/", { failure: "log out", keepExpired: true });
  session.unset("partner");
  return redirectWithToast("/Partner/Login", { kind: "success", message: serverT(request, "partner", "loggedOut") }, { headers: { "Set-Cookie": await commitSession(session), ...CONSOLE_HEADERS } });
}
