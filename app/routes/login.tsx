import { useActionData, useFetcher, useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from "react-router";
import { useCallback } from "react";
import { styled } from "styled-components";
import { loginAction, loginLoader } from "~/lib/login.server";
import { loginPage, type LoginResult } from "~/components/login/constants";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { FormMessage } from "~/components/ui/Field";
import { PhoneForm } from "~/components/login/PhoneForm";
import { RegisteredNotice } from "~/components/login/RegisteredNotice";
import { PolicyNote } from "~/components/login/PolicyNote";
import { messagesFor } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";
import { deferred } from "~/lib/deferred";

// The code and register steps load their script when shown (decision 0040); the code step's as
// soon as the phone form is sent, while the code goes out.
const CodeForm = deferred(() => import("~/components/login/CodeForm").then((m) => m.CodeForm));
const RegisterForm = deferred(() => import("~/components/login/RegisterForm").then((m) => m.RegisterForm));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.login?.metaTitle ?? "Login / Register | Saaj" }];

export const loader = async (args: LoaderFunctionArgs) => ({ ...(await loginLoader(args)), ...messagesFor(args.request, "login") });

/** Every login form, on this page and in the popups over other pages, posts here. */
export const action = (args: ActionFunctionArgs) => loginAction(args);

/**
 * After a verified code the page (and a popup's demo-SMS fetcher) stays put while 'Logged In
 * Successfully' shows, then moves on; this loader would otherwise redirect a logged-in visitor.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionResult, defaultShouldRevalidate }) => {
  const intent = formData?.get("intent");
  if (intent === "finish") return false;
  if (intent === "verify" && (actionResult as LoginResult | undefined)?.ok) return false;
  return defaultShouldRevalidate;
};

const STEPS = ["stepPhone", "stepCode", "stepDone"] as const;

type Step = "phone" | "code" | "register";
/** The view to show: the posted form's own (with its error) or, on a plain visit, the URL's. */
function stepAfter(result: LoginResult | undefined, urlStep: Step, codeSent: boolean): Step {
  if (!result) return urlStep;
  if (result.intent === "register") return result.ok ? "phone" : "register";
  if (result.intent === "send") return "phone";
  return codeSent ? "code" : "phone";
}

export default function LoginPage() {
  const d = useLoaderData<typeof loader>();
  const t = useT("login");
  const said = useSaid();
  const actionData = useActionData<typeof action>() as LoginResult | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const statePhone = (location.state as { phone?: string } | null)?.phone;
  // Without JavaScript a failed post renders here: keep where it came from (a popup keeps its page).
  const redirectTo = actionData?.redirectTo ?? d.redirectTo;
  const from = actionData?.from ?? "page";
  const registered = actionData?.intent === "register" && actionData.ok;
  const step = stepAfter(actionData, d.step, Boolean(d.phone));
  const onRegistered = useCallback((phone: string) => navigate(loginPage("phone", d.redirectTo), { state: { phone }, preventScrollReset: true }), [navigate, d.redirectTo]);
  const verified = useFetcher<LoginResult>({ key: "login-verify-page" }).data?.ok === true;
  const current = verified ? 2 : step === "code" ? 1 : 0;
  // A code posted after the pending login was lost (say, an old tab): back to the phone, saying why.
  const lost = actionData?.intent === "verify" && step === "phone" ? actionData.message : null;

  return (
    <>
      <PageBanner title={t("pageTitle")}>
        {step !== "register" ? (
          <Steps aria-label={t("steps")}>
            {STEPS.map((s, i) => (
              <li key={s} aria-current={i === current ? "step" : undefined} data-done={i < current || undefined}>
                <span aria-hidden="true">{i + 1}</span> {t(s)}
              </li>
            ))}
          </Steps>
        ) : null}
      </PageBanner>
      <Section>
        <Container>
          <Card onSubmitCapture={step === "phone" ? CodeForm.preload : undefined}>
            {step === "code" && d.phone ? (
              <>
                <h2>{t("verifyTitle")}</h2>
                <CodeForm from={from} redirectTo={redirectTo} phone={d.phone} resendIn={d.resendIn} sentAt={d.sentAt ?? 0} demoSms={d.demoSms} result={actionData} />
              </>
            ) : step === "register" ? (
              <>
                <h2>{t("register")}</h2>
                <RegisterForm from={from} redirectTo={redirectTo} result={actionData} loginHref={loginPage("phone", redirectTo)} onRegistered={onRegistered} />
              </>
            ) : (
              <>
                {registered ? <RegisteredNotice /> : null}
                {lost ? (
                  <FormMessage $kind="error" role="alert">
                    {said(lost)}
                  </FormMessage>
                ) : null}
                <h2>{t("login")}</h2>
                <PhoneForm
                  from={from}
                  redirectTo={redirectTo}
                  result={actionData}
                  defaultPhone={registered ? actionData?.phone : statePhone}
                  registerHref={loginPage("register", redirectTo)}
                  pending={d.phone && d.sentAt ? { phone: d.phone, sentAt: d.sentAt, now: d.now, codeHref: loginPage("code", redirectTo) } : null}
                />
              </>
            )}
            <PolicyNote />
          </Card>
        </Container>
      </Section>
    </>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  /* Closer on phones: the steps' words run longer in Hindi and Malayalam. */
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.aboveSmall} {
    gap: ${({ theme }) => theme.space(6)};
  }
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    opacity: 0.8;
  }
  li span {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid #fff;
    font-weight: 700;
  }
  li[aria-current="step"] {
    opacity: 1;
    font-weight: 700;
  }
  li[aria-current="step"] span,
  li[data-done] span {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Card = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
