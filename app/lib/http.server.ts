import { redirect } from "react-router";
import { safeRedirect } from "./session.server";
import { redirectWithToast, type Toast } from "./toast.server";

/**
 * True for a plain browser form post or link (JavaScript off, or reloadDocument); false for
 * React Router's fetch-based submissions. Such shared action routes then redirect back instead of
 * answering with data.
 */
export function isDocumentRequest(request: Request) {
  const dest = request.headers.get("sec-fetch-dest");
  if (dest) return dest === "document";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Back to where the form was (its hidden redirectTo), optionally with a toast. */
export async function backTo(form: FormData, toast?: Toast, headers?: HeadersInit) {
  const to = safeRedirect(form.get("redirectTo"));
  return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
}
