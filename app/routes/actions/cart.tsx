import { redirect, type ActionFunctionArgs } from "react-router";
import { parseWithZod } from "@conform-to/zod";
import { api } from "~/lib/api.server";
import { addToCart, meetsMinimum, removeFromCart, serviceTypeOfName, setQuantity, type Cart } from "~/lib/cart";
import { commitSession, getSession, isLoggedIn, safeRedirect, SessionTooLargeError, updateSelection } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { withoutParam, withParam } from "~/lib/format";
import { loadCartLines } from "~/lib/cart.server";
import { cartSchema } from "~/schemas/cart";
import { readForm } from "~/lib/form.server";
import { isDocumentRequest } from "~/lib/http.server";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { serverT } from "~/i18n/i18n.server";

export const loader = () => redirect("/");

/** The id of a service's card or package row on the provider page (ServicesTab, OtherTabs). */
const serviceAnchor = (serviceId: number) => `service-${serviceId}`;

/**
 * Every cart change: add (with the spec's 'Clear Items' question when the provider differs),
 * plus, minus, remove, clear, and Book Now. Plain form posts that redirect back, so they work
 * with JavaScript off; with JavaScript React Router submits them without a page load.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // The cart's forms are buttons with hidden fields: nothing typed to give back, so a bad post is a toast.
  const submission = parseWithZod(form, { schema: cartSchema });
  const back = safeRedirect(form.get("redirectTo"));
  // Without JavaScript the page reloads: come back at the line that changed, not at the top.
  // (With JavaScript the page stays where it is, so no anchor.)
  const at = (to: string, anchor: string) => (isDocumentRequest(request) ? `${to}#${anchor}` : to);
  if (submission.status !== "success") return redirectWithToast(back, { kind: "error", message: serverT(request, "cart", "updateFailed") });
  const input = submission.value;
  const session = await getSession(request);
  const cart = session.get("cart");
  const save = async (to: string, next: Cart | undefined, toast?: { kind: "error" | "info" | "success"; message: string }) => {
    if (next) session.set("cart", next);
    else session.unset("cart");
    let cookie: string;
    try {
      cookie = await commitSession(session);
    } catch (error) {
      // The cookie's limit is the cart's: the same words as a cart of too many lines.
      if (error instanceof SessionTooLargeError) return redirectWithToast(back, { kind: "error", message: serverT(request, "cart", "cartFull") });
      throw error;
    }
    return toast ? redirectWithToast(to, toast, { headers: { "Set-Cookie": cookie } }) : redirect(to, { headers: { "Set-Cookie": cookie } });
  };

  switch (input.intent) {
    case "add":
    case "clear-and-add": {
      // The provider page is the source of truth: the service must be this provider's.
      const detail = await api(context, request).get("/api/bookservice/", {
        failure: "Failed to fetch service provider details.",
        query: { provider_id: input.providerId, branch_id: input.branchId },
      });
      if (!detail.ok) return redirectWithToast(back, { kind: "error", message: detail.message });
      const offered = [...detail.data.services, ...detail.data.packages].some((s) => s.service_id === input.serviceId);
      if (!offered) return redirectWithToast(back, { kind: "error", message: serverT(request, "cart", "serviceGone") });
      const head = detail.data.data[0]!;
      const item = { providerId: input.providerId, branchId: head.branch_id, serviceTypeId: serviceTypeOfName(head.service_type), serviceId: input.serviceId };
      const result = addToCart(input.intent === "clear-and-add" ? undefined : cart, item);
      if (result.kind === "other-provider") return redirect(withParam(withParam(back, "confirm", "clear"), "pending", String(input.serviceId)));
      if (result.kind === "full") return redirectWithToast(back, { kind: "error", message: serverT(request, "cart", "cartFull") });
      updateSelection(session, { providerId: item.providerId, branchId: item.branchId, providerName: head.provider_name, branchName: head.branch_name });
      return save(at(withoutParam(back, "confirm", "pending"), serviceAnchor(input.serviceId)), result.cart);
    }
    case "inc":
    case "dec": {
      if (!cart) return redirect(back);
      const current = cart.lines[String(input.serviceId)] ?? 1;
      return save(at(back, "cart"), setQuantity(cart, input.serviceId, current + (input.intent === "inc" ? 1 : -1)));
    }
    case "remove":
      return save(at(back, "cart"), cart ? removeFromCart(cart, input.serviceId) : undefined);
    case "clear":
      return save(withoutParam(back, "confirm", "pending"), undefined);
    case "book": {
      if (!cart) return redirectWithToast(back, { kind: "info", message: serverT(request, "cart", "empty") });
      if (!isLoggedIn(session)) return redirect(`/Login?redirectTo=${encodeURIComponent("/DateTime")}`);
      if (cart.serviceTypeId !== SERVICE_TYPE.salon) {
        const lines = await loadCartLines(context, request, cart);
        if (!meetsMinimum(cart.serviceTypeId, lines.total)) return redirectWithToast(back, { kind: "error", message: serverT(request, "cart", "minimumNotMet") });
      }
      return redirect("/DateTime");
    }
  }
}
