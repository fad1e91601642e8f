import { data, redirect, type AppLoadContext } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { api } from "./api.server";
import { config } from "./config.server";
import { itemCount, type Cart } from "./cart";
import { isDocumentRequest, unknownRequest } from "./http.server";
import { commitSession, getSession, isLoggedIn, safeRedirect } from "./session.server";
import { formFlashCookie, redirectWithToast, toastCookie } from "./toast.server";
import { isSpam } from "./honeypot.server";
import { deviceToken, deviceTokenCookie } from "./device.server";
import { codeSchema, loginPage, MESSAGES, pageWithModal, phoneSchema, registerSchema, resendIn, type LoginResult } from "~/schemas/login";
import { readForm } from "./form.server";
import { serverT } from "~/i18n/i18n.server";

interface OutboxMessage {
  body: string;
  purpose: string;
  created_at: string;
}

/** Demo mode only: the newest login-code SMS the API would have sent to this phone. */
export async function demoLoginSms(context: AppLoadContext, request: Request, phone: string): Promise<string | null> {
  if (!config().demoMode || !phone) return null;
  const result = await api(context, request).get("/api/demo/outbox/", { failure: "load the demo messages", query: { phone } });
  if (!result.ok) return null;
  return newestLoginCode(result.data.data ?? []);
}

export function newestLoginCode(messages: OutboxMessage[]): string | null {
  return messages.find((m) => m.purpose === "login-code")?.body ?? null;
}

/** After a verified code: the /Login page goes on to /DateTime when the cart has items; a popup stays on its page. */
export function afterLogin(from: "page" | "popup", redirectTo: string, cart: Cart | undefined) {
  if (from === "popup") return pageWithModal(safeRedirect(redirectTo), null);
  if (cart && itemCount(cart) > 0) return "/DateTime";
  return safeRedirect(redirectTo);
}

/** Where a visitor who is already logged in goes instead of /Login. */
export function loggedInTarget(cart: Cart | undefined) {
  return cart && itemCount(cart) > 0 ? "/DateTime" : "/";
}

export async function loginLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const session = await getSession(request);
  if (isLoggedIn(session)) throw redirect(loggedInTarget(session.get("cart")));
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const login = session.get("login");
  const asked = url.searchParams.get("step");
  const step = asked === "register" ? "register" : asked === "code" && login ? "code" : "phone";
  const now = Date.now();
  return {
    step: step as "phone" | "code" | "register",
    redirectTo,
    phone: login?.phone ?? null,
    sentAt: login?.sentAt ?? null,
    now,
    resendIn: login ? resendIn(login.sentAt, now) : 0,
    demoSms: login && step !== "register" ? await demoLoginSms(context, request, login.phone) : null,
  };
}

/** All login forms (the /Login page and the popups) post here. */
export async function loginAction(args: { request: Request; context: AppLoadContext }) {
  return backToPopup(args.request, await answerLoginForm(args));
}

type Answer = Awaited<ReturnType<typeof answerLoginForm>>;
type Reply = ReturnType<typeof data<LoginResult>>;
const isReply = (answer: Answer): answer is Reply => !(answer instanceof Response) && (answer as Reply).type === "DataWithResponseInit";

/**
 * A popup's form posted without JavaScript: its answer (an error with what was typed, or the
 * registration's success) goes back to the popup over the same page, flashed for it, instead of
 * rendering the /Login page. The popup to show follows from the form.
 */
async function backToPopup(request: Request, answer: Answer) {
  if (!isReply(answer) || answer.data.from !== "popup" || !isDocumentRequest(request)) return answer;
  const reply = answer.data;
  const modal = reply.intent === "register" ? (reply.ok ? "login" : "register") : reply.intent === "verify" || reply.intent === "resend" ? "code" : "login";
  const headers = new Headers(answer.init?.headers);
  headers.append("Set-Cookie", await formFlashCookie({ form: "login-popup", reply }));
  return redirect(pageWithModal(safeRedirect(reply.redirectTo), modal), { headers });
}

async function answerLoginForm({ request, context }: { request: Request; context: AppLoadContext }) {
  const session = await getSession(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as LoginResult["intent"];
  const from: LoginResult["from"] = form.get("from") === "popup" ? "popup" : "page";
  const redirectTo = pageWithModal(safeRedirect(form.get("redirectTo")), null);
  const client = api(context, request);
  /** A form's failure: Conform's reply (errors and what was typed) back to the form. */
  const fail = (result: SubmissionResult<string[]>, status = 400) => data<LoginResult>({ intent, from, result, redirectTo }, { status });
  const withSession = async (to: string) => redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
  const codeView = () => (from === "popup" ? pageWithModal(redirectTo, "code") : loginPage("code", redirectTo));
  const phoneView = () => (from === "popup" ? pageWithModal(redirectTo, "login") : loginPage("phone", redirectTo));

  const loggedInToast = { kind: "success" as const, message: serverT(request, "login", "loggedIn") };
  // With JavaScript, once 'Logged In Successfully' has shown: move on, the toast riding along.
  if (intent === "finish" && isLoggedIn(session)) return redirectWithToast(redirectTo, loggedInToast);
  if (isLoggedIn(session)) return redirect(from === "popup" ? redirectTo : loggedInTarget(session.get("cart")));

  switch (intent) {
    case "send": {
      const submission = parseWithZod(form, { schema: phoneSchema });
      if (submission.status !== "success") return fail(submission.reply());
      const { phone, receiveUpdates } = submission.value;
      // The same number again before a new code may be sent: the code already sent still works.
      const pending = session.get("login");
      if (pending?.phone === phone && resendIn(pending.sentAt, Date.now()) > 0) return redirect(codeView());
      const result = await client.post("/api/login/", { body: { phone, receiveUpdates, device_token: await deviceToken(request) }, failure: MESSAGES.sendFailed });
      if (!result.ok) {
        // The phone field gets the API's phone error; the form the server's other words, or 'Failed to send OTP.'.
        const phoneError = result.fieldErrors.phone?.[0];
        if (phoneError) {
          const other = result.message && result.message !== phoneError ? [result.message] : [];
          return fail(submission.reply({ fieldErrors: { phone: [phoneError] }, formErrors: other }), result.status);
        }
        return fail(submission.reply({ formErrors: [result.message || MESSAGES.sendFailed] }), result.status);
      }
      session.set("login", { phone, sentAt: Date.now(), receiveUpdates });
      return withDemoToast(request, context, phone, from, await withSession(codeView()));
    }

    case "resend": {
      const login = session.get("login");
      if (!login) return redirect(phoneView());
      const result = await client.post("/api/login/", { body: { phone: login.phone, receiveUpdates: login.receiveUpdates, device_token: await deviceToken(request) }, failure: MESSAGES.sendFailed });
      if (!result.ok) return data<LoginResult>({ intent, from, message: result.message, redirectTo }, { status: result.status });
      session.set("login", { ...login, sentAt: Date.now() });
      return withDemoToast(request, context, login.phone, from, await withSession(codeView()));
    }

    case "edit": {
      // The number stays in the box, and the code already sent stays usable (the phone step offers it).
      return redirect(phoneView());
    }

    case "verify": {
      const login = session.get("login");
      const submission = parseWithZod(form, { schema: codeSchema });
      if (!login) {
        const missing = serverT(request, "login", "missing");
        return data<LoginResult>({ intent, from, message: missing, result: submission.reply({ fieldErrors: { otp: [missing] } }), redirectTo }, { status: 400 });
      }
      if (submission.status !== "success") return fail(submission.reply());
      // The details registered in this browser join the account only with the registration's ticket.
      const registration = session.get("registration");
      const result = await client.post("/api/login/verify-otp/", {
        body: { phone: login.phone, otp: submission.value, registration_token: registration?.phone === login.phone ? registration.ticket : undefined },
        failure: MESSAGES.otpFallback,
      });
      if (!result.ok || !result.data.token) {
        const message = result.ok ? MESSAGES.otpFallback : result.message;
        return fail(submission.reply({ fieldErrors: { otp: [message] } }), result.ok ? 400 : result.status);
      }
      session.set("token", result.data.token);
      session.set("userId", result.data.user_id);
      session.set("phone", login.phone);
      session.unset("login");
      session.unset("registration");
      const to = afterLogin(from, redirectTo, session.get("cart"));
      const headers = new Headers({ "Set-Cookie": await commitSession(session) });
      // The device cookie stays after logout: it says this browser logged in before, not that it is logged in.
      if (result.data.device_token) headers.append("Set-Cookie", await deviceTokenCookie(result.data.device_token));
      if (isDocumentRequest(request)) return redirectWithToast(to, loggedInToast, { headers });
      // With JavaScript the button reads 'Logged In Successfully', then the form posts intent=finish.
      return data<LoginResult>({ intent, from, ok: true, to }, { headers });
    }

    case "register": {
      const submission = parseWithZod(form, { schema: registerSchema });
      if (submission.status !== "success") return fail(submission.reply());
      const { name, email, phone, receiveUpdates } = submission.value;
      const registered = (headers?: HeadersInit) =>
        data<LoginResult>({ intent, from, ok: true, message: serverT(request, "login", "registered"), phone, result: submission.reply({ resetForm: true }), redirectTo }, { headers });
      if (await isSpam(form)) return registered(); // a bot: the usual answer, nothing sent
      const result = await client.post("/api/user/", { body: { name, email, phone, receiveUpdates }, failure: MESSAGES.registerFailed });
      if (!result.ok) {
        const f = result.fieldErrors;
        const fieldErrors: Record<string, string[]> = {};
        if (f.email) fieldErrors.email = [f.email[0] || MESSAGES.emailTaken];
        if (f.phone) fieldErrors.phone = [f.phone[0] || MESSAGES.phoneTaken];
        if (f.name?.[0]) fieldErrors.name = [f.name[0]];
        const fieldsExplain = Object.keys(fieldErrors).length > 0;
        return fail(submission.reply({ fieldErrors, formErrors: fieldsExplain ? [] : [result.message] }), result.status);
      }
      if (result.data.registration_token) session.set("registration", { phone, ticket: result.data.registration_token });
      return registered({ "Set-Cookie": await commitSession(session) });
    }

    default:
      throw unknownRequest(request);
  }
}

/**
 * In demo mode a popup opened without JavaScript cannot fetch the SMS itself, so the text rides
 * along as a one-time info toast (the popup shows it in its demo box). Never in production.
 */
async function withDemoToast(request: Request, context: AppLoadContext, phone: string, from: LoginResult["from"], response: Response) {
  if (!config().demoMode || from !== "popup" || !isDocumentRequest(request)) return response;
  const sms = await demoLoginSms(context, request, phone);
  // The prefix is the demo box's label: the popup finds the text by it (GlobalDialogs.tsx).
  if (sms) response.headers.append("Set-Cookie", await toastCookie({ kind: "info", message: `${serverT(request, "login", "demoSms")}: ${sms}` }));
  return response;
}
