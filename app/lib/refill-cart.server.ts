import { redirect } from "react-router";
import { commitSession, updateSelection, type AppSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";

/** What a booking says about its cart: the provider, branch and type, and each service with its quantity. */
export interface BookedServices {
  appointment_id: number;
  provider_id: number;
  branch_id: number;
  service_type_id: number;
  services: { service_id: number; quantity?: number | null }[];
}

/**
 * Reschedule and Book again (My Bookings, a booking's link): the spec's steps — store the provider
 * and branch, empty the cart, add each service — then on to the provider's page to choose a new
 * slot. The cart is the signed session cookie, so no login is needed; paying still asks for one.
 * `failTo` is where a booking without services left goes, with the reason.
 */
export async function refillCart(request: Request, session: AppSession, d: BookedServices, { bookAgain, failTo }: { bookAgain: boolean; failTo: string }) {
  const lines = Object.fromEntries(d.services.map((s) => [String(s.service_id), s.quantity ?? 1]));
  if (Object.keys(lines).length === 0) return redirectWithToast(failTo, { kind: "error", message: serverT(request, "profile", "servicesGone") });
  session.set("cart", { providerId: d.provider_id, branchId: d.branch_id, serviceTypeId: d.service_type_id, lines });
  updateSelection(session, { providerId: d.provider_id, branchId: d.branch_id });
  const overview = `/Overview?provider_id=${d.provider_id}&branch_id=${d.branch_id}`;
  const headers = { "Set-Cookie": await commitSession(session) };
  if (!bookAgain) return redirect(overview, { headers });
  return redirectWithToast(overview, { kind: "success", message: fill(serverT(request, "profile", "bookAgainDone"), { id: d.appointment_id }) }, { headers });
}
