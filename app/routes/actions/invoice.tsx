import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { serverT } from "~/i18n/i18n.server";

/** The invoice PDF, fetched with the user's token on the server and streamed as a download. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const id = Number(params.appointmentId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  const response = await api(context, request, token).raw("/provider-api/generate-invoice-pdf/", { failure: "Failed to download My Booking Invoice.", query: { appointment_id: id } });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("pdf")) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return redirectWithToast("/MyProfile", { kind: "error", message: body?.message ?? serverT(request, "profile", "invoiceFailed") });
  }
  return new Response(response.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice_${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
