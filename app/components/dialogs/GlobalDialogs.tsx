import { useFetcher, useLocation, useNavigate } from "react-router";
import { useCallback, useEffect, useRef } from "react";
import { useRootData } from "~/lib/root-data";
import { Dialog } from "../ui/Dialog";
import { PhoneForm } from "../login/PhoneForm";
import { CodeForm } from "../login/CodeForm";
import { RegisterForm } from "../login/RegisterForm";
import { PolicyNote } from "../login/PolicyNote";
import { RegisteredNotice } from "../login/RegisteredNotice";
import { pageWithModal, resendIn, type LoginResult } from "../login/constants";
import { useT } from "~/i18n/use-t";

type Modal = "login" | "register" | "code";

/**
 * Popups that can open over any page (login, register, verification code) via ?modal=…. Their
 * forms post to the /Login action with this page as redirectTo, so the visitor stays here.
 */
export function GlobalDialogs() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT("login");
  const page = pageWithModal(location.pathname + location.search, null);
  const asked = root?.modal;
  const pending = root?.pendingLogin ?? null;
  // Without JavaScript a popup's form comes back here with its answer flashed (login.server.ts).
  const flashed = root?.formFlash?.form === "login-popup" ? root.formFlash.reply : undefined;
  const registered = flashed?.intent === "register" && flashed.ok ? flashed : undefined;
  // The verify fetcher's answer keeps the code popup up while 'Logged In Successfully' shows.
  const verified = useFetcher<LoginResult>({ key: "login-verify-popup" }).data?.ok === true;
  const lastPending = useRef(pending);
  if (pending) lastPending.current = pending;

  let modal: Modal | null = asked === "login" || asked === "register" || asked === "code" ? asked : null;
  if (root?.loggedIn && !(modal === "code" && verified)) modal = null;
  if (modal === "code" && !pending && !verified) modal = "login";

  const onRegistered = useCallback((phone: string) => navigate(pageWithModal(page, "login"), { replace: true, preventScrollReset: true, state: { phone } }), [navigate, page]);

  if (!modal || !root) return null;
  const closeTo = page;
  const statePhone = (location.state as { phone?: string } | null)?.phone;

  if (modal === "register") {
    return (
      <Dialog title={t("register")} closeTo={closeTo}>
        <RegisterForm from="popup" redirectTo={page} result={flashed} loginHref={pageWithModal(page, "login")} onRegistered={onRegistered} />
      </Dialog>
    );
  }
  if (modal === "code") {
    const login = pending ?? lastPending.current;
    return (
      <Dialog title={t("verifyTitle")} closeTo={closeTo}>
        <CodePopup phone={login?.phone ?? ""} sentAt={login?.sentAt ?? 0} now={root.now} demoMode={root.demoMode} toast={root.toast} page={page} result={flashed} />
        <PolicyNote />
      </Dialog>
    );
  }
  return (
    <Dialog title={t("login")} closeTo={closeTo}>
      {registered ? <RegisteredNotice /> : null}
      <PhoneForm
        from="popup"
        redirectTo={page}
        result={flashed}
        defaultPhone={registered?.phone ?? statePhone}
        registerHref={pageWithModal(page, "register")}
        pending={pending ? { ...pending, now: root.now, codeHref: pageWithModal(page, "code") } : null}
      />
      <PolicyNote />
    </Dialog>
  );
}

interface CodePopupProps {
  phone: string;
  sentAt: number;
  now: number;
  demoMode: boolean;
  toast: { kind: string; message: string } | null;
  page: string;
  result?: LoginResult;
}

/**
 * In demo mode the popup shows the SMS we would have sent: without JavaScript it arrives as a
 * one-time toast; with JavaScript it is read from the /Login loader.
 */
function CodePopup({ phone, sentAt, now, demoMode, toast, page, result }: CodePopupProps) {
  const demo = useFetcher<{ demoSms?: string | null }>({ key: "login-demo-sms" });
  const t = useT("login");
  // The toast's prefix is the demo box's label in the page's language (login.server.ts).
  const prefix = `${t("demoSms")}: `;
  const { load } = demo;
  useEffect(() => {
    if (demoMode && sentAt) load(`/Login?step=code`);
  }, [demoMode, sentAt, load]);
  const fromToast = toast?.kind === "info" && toast.message.startsWith(prefix) ? toast.message.slice(prefix.length) : null;
  const demoSms = demoMode ? (demo.data?.demoSms ?? fromToast) : null;
  return <CodeForm from="popup" redirectTo={page} phone={phone} resendIn={resendIn(sentAt, now)} sentAt={sentAt} demoSms={demoSms} result={result} />;
}
