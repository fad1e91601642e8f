import { redirect, type ActionFunctionArgs } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { api } from "~/lib/api.server";
import { isDocumentRequest } from "~/lib/http.server";
import { safeRedirect } from "~/lib/session.server";
import { formFlashCookie } from "~/lib/toast.server";
import { isSpam } from "~/lib/honeypot.server";
import { readForm } from "~/lib/form.server";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "~/schemas/newsletter";

/** The footer's sign-up, on every page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: newsletterSchema });
  const answer = (result: SubmissionResult<string[]>, ok = false) => respond(request, form, result, ok);
  if (submission.status !== "success") return answer(submission.reply());
  if (await isSpam(form)) return answer(submission.reply({ resetForm: true }), true); // a bot: the usual answer, nothing sent
  const response = await api(context, request).post("/api/subscribe/", { body: submission.value, failure: NEWSLETTER_MESSAGES.failed });
  if (!response.ok) {
    const error = response.status === 400 ? response.message : NEWSLETTER_MESSAGES.failed;
    return answer(submission.reply({ fieldErrors: { email: [error] } }));
  }
  return answer(submission.reply({ resetForm: true }), true);
}

/**
 * With JavaScript (a fetcher) Conform's reply: the error, or (ok) the form emptied after a success.
 * Without, back to the same page at the form (#newsletter), with the same reply flashed for it: the
 * error under the box with what was typed, or the success label.
 */
async function respond(request: Request, form: FormData, result: SubmissionResult<string[]>, ok: boolean) {
  if (!isDocumentRequest(request)) return { ok, result };
  const to = `${safeRedirect(form.get("redirectTo")).split("#")[0]}#newsletter`;
  return redirect(to, { headers: { "Set-Cookie": await formFlashCookie({ form: "newsletter", ok, result }) } });
}
