import { data, Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { config } from "~/lib/config.server";
import { demoLoginSms } from "~/lib/login.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { commitSession, getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormReply } from "~/lib/form-reply";
import { afterConsoleLogin, CONSOLE_HEADERS } from "~/lib/partner.server";
import { consoleCodeSchema, consolePhoneSchema } from "~/schemas/partner";
import { resendIn } from "~/schemas/login";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, described } from "~/components/ui/Field";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.loginMetaTitle ?? "Provider console login | Saaj" }, { name: "robots", content: "noindex" }];

const loginPage = (step: "phone" | "code", redirectTo: string | null) => {
  const q = new URLSearchParams();
  if (step === "code") q.set("step", "code");
  if (redirectTo) q.set("redirectTo", redirectTo);
  return `/Partner/Login${q.size ? `?${q}` : ""}`;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  if (session.get("partner")) throw redirect(afterConsoleLogin(redirectTo), { headers: CONSOLE_HEADERS });
  const pending = session.get("partnerLogin");
  const step = url.searchParams.get("step") === "code" && pending ? "code" : "phone";
  return data(
    {
      step,
      redirectTo,
      phone: pending?.phone ?? null,
      resendIn: pending ? resendIn(pending.sentAt, Date.now()) : 0,
      demo: config().demoMode,
      demoSms: pending && step === "code" ? await demoLoginSms(context, request, pending.phone) : null,
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { intent: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const redirectTo = typeof form.get("redirectTo") === "string" && form.get("redirectTo") !== "" ? String(form.get("redirectTo")) : null;
  const client = api(context, request);
  const fail = (result: SubmissionResult<string[]>, status = 400) => data<Reply>({ intent, result }, { status, headers: CONSOLE_HEADERS });
  const withSession = async (to: string) => redirect(to, { headers: { "Set-Cookie": await commitSession(session), ...CONSOLE_HEADERS } });

  switch (intent) {
    case "send":
    case "resend": {
      const pending = session.get("partnerLogin");
      const submission = parseWithZod(intent === "resend" && pending ? withPhone(form, pending.phone) : form, { schema: consolePhoneSchema });
      if (submission.status !== "success") return fail(submission.reply());
      const { phone } = submission.value;
      // The same number again while its code is fresh: that code still works.
      if (intent === "send" && pending?.phone === phone && resendIn(pending.sentAt, Date.now()) > 0) return redirect(loginPage("code", redirectTo), { headers: CONSOLE_HEADERS });
      const sent = await client.post("/partner-api/login/", { body: { phone }, failure: "Failed to send OTP." });
      if (!sent.ok) {
        const phoneError = sent.fieldErrors.phone?.[0];
        return fail(submission.reply(phoneError ? { fieldErrors: { phone: [phoneError] } } : { formErrors: [sent.message] }), sent.status);
      }
      session.set("partnerLogin", { phone, sentAt: Date.now() });
      return withSession(loginPage("code", redirectTo));
    }

    case "edit":
      session.unset("partnerLogin");
      return withSession(loginPage("phone", redirectTo));

    case "verify": {
      const pending = session.get("partnerLogin");
      if (!pending) return withSession(loginPage("phone", redirectTo));
      const submission = parseWithZod(form, { schema: consoleCodeSchema });
      if (submission.status !== "success") return fail(submission.reply());
      const verified = await client.post("/partner-api/login/verify-otp/", { body: { phone: pending.phone, otp: submission.value.code }, failure: "Invalid OTP" });
      if (!verified.ok) return fail(submission.reply({ fieldErrors: { code: [verified.message] } }), verified.status);
      const me = await api(context, request, verified.data.token).get("/partner-api/me/", { failure: "load your console" });
      if (!me.ok) return fail(submission.reply({ formErrors: [me.message] }), me.status);
      const m = verified.data.member;
      session.set("partner", { token: verified.data.token, memberId: m.member_id, role: m.role, name: m.name, providerName: me.data.provider.provider_name });
      session.unset("partnerLogin");
      return redirectWithToast(
        afterConsoleLogin(redirectTo),
        { kind: "success", message: serverT(request, "partner", "loggedIn") },
        { headers: { "Set-Cookie": await commitSession(session), ...CONSOLE_HEADERS } },
      );
    }

    default:
      throw unknownRequest(request);
  }
}

/** The resend form carries no phone: it is the pending login's. */
function withPhone(form: FormData, phone: string) {
  const copy = new FormData();
  for (const [k, v] of form) copy.append(k, v);
  copy.set("phone", phone);
  return copy;
}

export default function ConsoleLogin() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const t = useT("partner");
  return (
    <Card>
      <h1>{t("loginTitle")}</h1>
      {d.step === "code" && d.phone ? (
        <CodeStep phone={d.phone} resendIn={d.resendIn} redirectTo={d.redirectTo} demoSms={d.demoSms} reply={reply} />
      ) : (
        <PhoneStep redirectTo={d.redirectTo} reply={reply} />
      )}
      {d.demo ? <Demo data-testid="console-demo-owners">{t("demoOwners")}</Demo> : null}
    </Card>
  );
}

function Hidden({ intent, redirectTo }: { intent: string; redirectTo: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
}

function PhoneStep({ redirectTo, reply }: { redirectTo: string | null; reply?: Reply }) {
  const t = useT("partner");
  const said = useSaid();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useFormReply<{ phone: string }>({ id: "console-phone-form", lastResult: reply?.intent === "send" ? reply.result : undefined });
  return (
    <>
      <p>{t("loginIntro")}</p>
      <Form method="post" {...form.props}>
        <Hidden intent="send" redirectTo={redirectTo} />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="console-phone" label={t("phoneLabel")} errors={fields.phone.errors} hint={t("phoneHint")}>
          <Input
            {...described("console-phone", fields.phone.errors)}
            aria-describedby={fields.phone.errors ? "console-phone-error" : "console-phone-hint"}
            key={fields.phone.key}
            name="phone"
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            defaultValue={fields.phone.initialValue ?? ""}
          />
        </Field>
        <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
          {t("sendCode")}
        </Button>
      </Form>
    </>
  );
}

function CodeStep({ phone, resendIn, redirectTo, demoSms, reply }: { phone: string; resendIn: number; redirectTo: string | null; demoSms: string | null; reply?: Reply }) {
  const t = useT("partner");
  const said = useSaid();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useFormReply<{ code: string }>({ id: "console-code-form", lastResult: reply?.intent === "verify" ? reply.result : undefined });
  const resendError = reply?.intent === "resend" ? (reply.result.error?.[""]?.[0] ?? reply.result.error?.phone?.[0]) : undefined;
  return (
    <>
      <h2>{t("codeTitle")}</h2>
      <p>{t("codeSent", { phone })}</p>
      {demoSms ? (
        <Demo data-testid="console-demo-sms">
          {t("demoSms")}: {demoSms}
        </Demo>
      ) : null}
      <Form method="post" {...form.props}>
        <Hidden intent="verify" redirectTo={redirectTo} />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="console-code" label={t("codeLabel")} errors={fields.code.errors}>
          <Input {...described("console-code", fields.code.errors)} key={fields.code.key} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={12} defaultValue="" />
        </Field>
        <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
          {t("logIn")}
        </Button>
      </Form>
      <Row>
        <Form method="post">
          <Hidden intent="resend" redirectTo={redirectTo} />
          {resendError ? (
            <FormMessage $kind="error" role="alert">
              {said(resendError)}
            </FormMessage>
          ) : null}
          {resendIn > 0 ? <p>{t("resendIn", { seconds: resendIn })}</p> : null}
          <Button type="submit" $variant="secondary">
            {t("resend")}
          </Button>
        </Form>
        <Form method="post">
          <Hidden intent="edit" redirectTo={redirectTo} />
          <Button type="submit" $variant="secondary">
            {t("otherNumber")}
          </Button>
        </Form>
      </Row>
    </>
  );
}

const Card = styled.section`
  max-width: 480px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Demo = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
