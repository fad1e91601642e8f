import { data, redirect } from "react-router";
import { serverT } from "~/i18n/i18n.server";
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

/**
 * To throw when a post names an intent this route has no branch for (an old page, a hand-made
 * form): 400, and the page's error boundary shows why in the visitor's language.
 */
export const unknownRequest = (request: Request) => data({ message: serverT(request, "common", "unknownRequest") }, { status: 400 });
