import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { api } from "~/lib/api.server";
import { backTo, isDocumentRequest } from "~/lib/http.server";

const newsletterSchema = z.object({
  email: z.string({ required_error: "Please enter a valid email." }).trim().email("Please enter a valid email."),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = newsletterSchema.safeParse({ email });
  let result: { ok: true } | { ok: false; error: string; email: string };
  if (!parsed.success) {
    result = { ok: false, error: parsed.error.issues[0]!.message, email };
  } else {
    const response = await api(context, request).post("/api/subscribe/", parsed.data, { failure: "Error submitting the email. Please try again." });
    result = response.ok ? { ok: true } : { ok: false, error: response.status === 400 ? response.message : "Error submitting the email. Please try again.", email };
  }
  if (isDocumentRequest(request)) {
    return backTo(form, result.ok ? { kind: "success", message: "Email Submitted Successfully" } : { kind: "error", message: result.error });
  }
  return result;
}
