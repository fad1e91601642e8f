import { redirect, type ActionFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { destroySession, getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MESSAGES } from "../../../contract/booking-link";

/**
 * My Profile's "Log out everywhere": the API ends every login of the user and revokes the booking
 * links sent so far; then this session ends too (its cart with it, as a logout does) and home says so.
 * A refused token is a login already over: api() sends the visitor to log in again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return redirect("/");
  const result = await api(context, request, token).post("/api/logout-everywhere/", { failure: "log out everywhere" });
  if (!result.ok) return redirectWithToast("/MyProfile?tab=profile", { kind: "error", message: result.message });
  return redirectWithToast("/", { kind: "success", message: MESSAGES.loggedOutEverywhere }, { headers: { "Set-Cookie": await destroySession(session) } });
}

export const loader = () => redirect("/");
