import { useFormReply } from "~/lib/form-reply";
import { useFetcher, useSubmit } from "react-router";
import type { CodeInput } from "~/schemas/login";
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { styled } from "styled-components";
import { Button } from "../ui/Button";
import { ErrorText, FormMessage } from "../ui/Field";
import { ResendCountdown } from "../ui/ResendCountdown";
import { CODE_LENGTH, codeError, digitsOnly, spreadDigits, type LoginResult } from "./constants";
import { DemoSms } from "./DemoSms";
import { Hidden, useFocusFirstError } from "./shared";
import { useSaid, useT } from "~/i18n/use-t";

interface Props {
  from: LoginResult["from"];
  redirectTo: string;
  phone: string;
  /** Seconds before a new code may be asked for, computed by the server from when it was sent. */
  resendIn: number;
  /** When the code was sent: a new one restarts the countdown. */
  sentAt: number | string;
  demoSms?: string | null;
  result?: LoginResult;
}

/** Six single-digit boxes, Edit Number, the resend countdown and 'Login'. */
export function CodeForm({ from, redirectTo, phone, resendIn, sentAt, demoSms, result }: Props) {
  const verify = useFetcher<LoginResult>({ key: `login-verify-${from}` });
  const resend = useFetcher<LoginResult>({ key: `login-resend-${from}` });
  const edit = useFetcher<LoginResult>({ key: `login-edit-${from}` });
  const submit = useSubmit();
  const t = useT("login");
  const said = useSaid();
  const r = verify.data?.intent === "verify" ? verify.data : result?.intent === "verify" ? result : undefined;
  const resendResult = resend.data?.intent === "resend" ? resend.data : result?.intent === "resend" ? result : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [form, fields] = useFormReply<CodeInput>({
    id: `${from}-login-code-form`,
    lastResult: r?.result,
  });
  const typed = (r?.result?.initialValue ?? {}) as Record<string, unknown>;
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, (_, i) => String(typed[`otp${i + 1}`] ?? "").slice(0, 1)));
  useFocusFirstError(formRef, r);

  const done = Boolean(r?.ok);
  useEffect(() => {
    if (!verify.data?.ok || !verify.data.to) return;
    const to = verify.data.to;
    const timer = setTimeout(() => submit({ intent: "finish", from, redirectTo: to }, { method: "post", action: "/Login", replace: from === "popup", preventScrollReset: from === "popup" }), 900);
    return () => clearTimeout(timer);
  }, [verify.data, submit, from]);

  // Conform's errors: the schema's on the client, or the server's reply.
  const error = done ? undefined : (codeError(form.allErrors) ?? form.errors?.[0]);
  const errorId = `${from}-otp-error`;
  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();
  const put = (i: number, value: string) =>
    setDigits((d) => {
      const next = [...d];
      next[i] = value;
      return next;
    });

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, i: number) {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // paste, copy, shortcuts
    const k = e.key;
    if (/^\d$/.test(k)) {
      e.preventDefault();
      put(i, k);
      if (i < CODE_LENGTH - 1) focusBox(i + 1);
    } else if (k === "Backspace") {
      e.preventDefault();
      put(i, "");
      if (i > 0) focusBox(i - 1);
    } else if (k === "Delete") {
      e.preventDefault();
      put(i, "");
    } else if (k === "ArrowLeft") {
      e.preventDefault();
      focusBox(i - 1);
    } else if (k === "ArrowRight") {
      e.preventDefault();
      focusBox(i + 1);
    } else if (k.length === 1) {
      // Letters, spaces and signs are refused; Tab, Enter and the like keep working.
      e.preventDefault();
    }
  }

  /** Other ways text arrives (phone keyboards, one-time-code autofill): keep the digits only. */
  function onChange(value: string, i: number) {
    const only = digitsOnly(value);
    if (only.length > 1) {
      setDigits((d) => spreadDigits(d, only, only.length >= CODE_LENGTH ? 0 : i));
      focusBox(only.length >= CODE_LENGTH ? CODE_LENGTH - 1 : i + only.length);
      return;
    }
    put(i, only);
    if (only && i < CODE_LENGTH - 1) focusBox(i + 1);
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>, i: number) {
    const only = digitsOnly(e.clipboardData.getData("text"));
    e.preventDefault();
    if (!only) return;
    const start = only.length >= CODE_LENGTH ? 0 : i;
    setDigits((d) => spreadDigits(d, only, start));
    focusBox(Math.min(CODE_LENGTH - 1, start + only.length));
  }

  const entered = digits.join("");
  const verifying = verify.state !== "idle" && !done;
  const [sentBefore, sentAfter] = t("codeSent", { length: CODE_LENGTH }).split("{phone}");
  const [enteredBefore, enteredAfter] = t("codeEntered").split("{code}");
  return (
    <div>
      <Notice>
        {sentBefore}
        <strong>+91 {phone}</strong>
        {sentAfter}
      </Notice>
      <edit.Form method="post" action="/Login">
        <Hidden intent="edit" from={from} redirectTo={redirectTo} />
        <LinkButton type="submit">{t("editNumber")}</LinkButton>
      </edit.Form>
      <DemoSms text={demoSms} />
      <verify.Form {...form.props} ref={formRef} method="post" action="/Login" aria-label={t("codeFormLabel")}>
        <Hidden intent="verify" from={from} redirectTo={redirectTo} />
        <Group>
          <legend>{t("codeLegend", { length: CODE_LENGTH })}</legend>
          <Boxes>
            {digits.map((d, i) => {
              const id = `${from}-otp${i + 1}`;
              return (
                <div key={id}>
                  <label className="visually-hidden" htmlFor={id}>
                    {t("digitLabel", { digit: i + 1, length: CODE_LENGTH })}
                  </label>
                  <Box
                    ref={(el) => {
                      boxes.current[i] = el;
                    }}
                    id={id}
                    name={fields[`otp${i + 1}` as "otp1"].name}
                    type="text"
                    inputMode="numeric"
                    // One digit, or the whole code pasted or autofilled into any box (the server spreads it without JavaScript).
                    pattern={`[0-9]|[0-9]{${CODE_LENGTH}}`}
                    maxLength={CODE_LENGTH}
                    autoComplete={i === 0 ? "one-time-code" : "off"}
                    required
                    value={d}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onKeyDown={(e) => onKeyDown(e, i)}
                    onChange={(e) => onChange(e.currentTarget.value, i)}
                    onPaste={(e) => onPaste(e, i)}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                </div>
              );
            })}
          </Boxes>
        </Group>
        <Entered aria-live="polite">
          {enteredBefore}
          <strong data-testid="entered-code">{entered ? entered.split("").join(" ") : t("noneYet")}</strong>
          {enteredAfter}
        </Entered>
        {error ? (
          <ErrorText id={errorId} role="alert">
            {said(error)}
          </ErrorText>
        ) : null}
        <Button type="submit" $block $variant={done ? "success" : "primary"} disabled={verifying || done} aria-busy={verifying || undefined}>
          {done ? t("loggedIn") : t("login")}
        </Button>
        {done ? (
          <FormMessage $kind="success" role="status">
            {t("loggedIn")}
          </FormMessage>
        ) : null}
      </verify.Form>
      <Resend>
        {resendResult?.message ? (
          <FormMessage $kind="error" role="alert">
            {said(resendResult.message)}
          </FormMessage>
        ) : null}
        <ResendCountdown seconds={resendIn} stamp={sentAt}>
          <resend.Form method="post" action="/Login">
            <Hidden intent="resend" from={from} redirectTo={redirectTo} />
            <LinkButton type="submit" disabled={resend.state !== "idle"}>
              {t("resend")}
            </LinkButton>
          </resend.Form>
        </ResendCountdown>
      </Resend>
    </div>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
  margin-bottom: ${({ theme }) => theme.space(3)};
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Six boxes share the row: at most 52 px each, narrower on a 320 px phone, never wider than the form. */
const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 0;
    min-width: 0;
    max-width: 52px;
  }
`;

const Box = styled.input`
  width: 100%;
  height: 56px;
  border-radius: 8px;
  border: 1px solid #8d7a81;
  text-align: center;
  font-size: 1.5rem;
  font-weight: 700;
  &[aria-invalid="true"] {
    border-color: #b3261e;
  }
`;

const Entered = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Resend = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;
