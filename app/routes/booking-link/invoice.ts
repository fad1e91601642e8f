import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { fetchManaged, PERSONAL_HEADERS } from "~/lib/booking-link.server";
import { redirectWithToast } from "~/lib/toast.server";
import { bookingLinkPath } from "../../../contract/booking-link";
import { serverT } from "~/i18n/i18n.server";

/** /Booking/<token>/invoice: the link's paid booking's PDF invoice, fetched on the server and streamed as a download. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const page = bookingLinkPath(token);
  const managed = await fetchManaged(context, request, token);
  if (!managed.ok) return redirectWithToast(page, { kind: "error", message: managed.message }, { headers: PERSONAL_HEADERS });
  const response = await api(context, request).raw("/api/booking-link/{token}/invoice/", { params: { token }, failure: "Failed to download My Booking Invoice." });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("pdf")) {
    await response.body?.cancel();
    return redirectWithToast(page, { kind: "error", message: serverT(request, "profile", "invoiceFailed") }, { headers: PERSONAL_HEADERS });
  }
  return new Response(response.body, {
    headers: {
      ...PERSONAL_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice_${managed.data.appointment_id}.pdf"`,
    },
  });
}
