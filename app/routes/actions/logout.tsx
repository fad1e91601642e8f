import { redirect, type ActionFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { destroySession, getSession } from "~/lib/session.server";

/** Logout clears the cart and the login state and returns home; the API token is revoked too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  if (token) await api(context, request, token).post("/api/logout/", { failure: "log out", keepExpired: true });
  return redirect("/", { headers: { "Set-Cookie": await destroySession(session) } });
}

export const loader = () => redirect("/");
