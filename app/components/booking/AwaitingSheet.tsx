import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Form, useNavigation, useRevalidator } from "react-router";
import { usePoll } from "~/lib/use-poll";
import type { codeSchema } from "~/schemas/booking";
import { useCallback, useEffect, useRef, useState } from "react";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { Countdown } from "./Countdown";
import { MAX_CODE_ATTEMPTS, POLL_SECONDS } from "../../../contract/booking";
import { useT } from "~/i18n/use-t";

interface Props {
  state: "requested" | "accepted";
  secondsLeft: number;
  attemptsLeft: number;
  providerName: string;
  /** Set when the cart now holds another provider's services: the sheet names its booking. */
  bookingId?: number;
  /** The action's reply to the code form. */
  lastResult?: SubmissionResult<string[]>;
  /** Its refusal by name (`format`, or the API's code): what the code frame says without JavaScript. */
  refusal?: string;
  demoSms?: string | null;
  /** Set when no tries are left: the code is locked, and the sheet says so instead of offering its form. */
  lockedMessage?: string;
  /** The × was pressed: ask before cancelling. */
  confirmClose: boolean;
  /** Without JavaScript, the customer stopped the page reloading by itself: the frames show everything. */
  still: boolean;
}

/**
 * 'Awaiting Confirmation': the 120-second countdown, the provider's 4-digit code, Cancel Booking
 * and close (which asks first). The API's status is read every 5 s until the booking moves on:
 * with JavaScript by revalidating; without it by refreshing the page while the provider has not
 * answered, then by the code form's own frame (/DateTime/code), which hides the form when the
 * request ends, so the code being typed is kept until then.
 */
export function AwaitingSheet({ state, secondsLeft, attemptsLeft, providerName, bookingId, lastResult, refusal, demoSms, lockedMessage, confirmClose, still }: Props) {
  const accepted = state === "accepted";
  const t = useT("booking");
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  usePoll(POLL_SECONDS);
  // At zero the API ends the request; reading it again shows how.
  const onZero = useCallback(() => revalidate(), [revalidate]);

  // A revalidation (the 5 s poll) drops the action's data in React Router; the sheet keeps the last reply.
  const [reply, setReply] = useState(lastResult);
  if (lastResult && lastResult !== reply) setReply(lastResult);
  const [form, fields] = useFormReply<z.input<typeof codeSchema>>({
    id: "provider-code-form",
    lastResult: reply,
  });
  const { otp } = fields;
  // A wrong code's message stays until the customer types again (polling does not clear it).
  const [typedOver, setTypedOver] = useState<string[] | undefined>();
  const shownError = otp.errors && otp.errors !== typedOver ? otp.errors[0] : null;
  const triesNote = shownError && attemptsLeft > 0 && attemptsLeft < MAX_CODE_ATTEMPTS ? t.plural("triesLeft", attemptsLeft) : null;

  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmClose) question.current?.focus();
  }, [confirmClose]);

  return (
    // The close (×, and Escape with JavaScript) asks before it cancels: it opens the question.
    <Dialog title={t("awaitingTitle")} closeTo="/DateTime?close=1" variant="sheet" closable={!confirmClose}>
      {confirmClose ? (
        <section aria-labelledby="close-question">
          <h3 id="close-question" ref={question} tabIndex={-1}>
            {t("closeQuestion")}
          </h3>
          <p>{t("closeExplain", { provider: providerName })}</p>
          <Form method="post" replace>
            <Row>
              <Button type="submit" name="intent" value="cancel" $variant="secondary">
                {t("yesCancel")}
              </Button>
              <ButtonLink to="/DateTime" replace preventScrollReset>
                {t("keepWaiting")}
              </ButtonLink>
            </Row>
          </Form>
        </section>
      ) : (
        <>
          <Timer className={accepted || still ? "js-only" : undefined}>
            {t("timeLeftLabel")}{" "}
            <strong>
              <Countdown seconds={secondsLeft} onZero={onZero} />
            </strong>
          </Timer>
          {accepted ? (
            <noscript>
              <CodeFrame src={codeFrameSrc(shownError ? (refusal ?? "unknown") : null, attemptsLeft)} title={t("providerCode")} />
            </noscript>
          ) : still ? (
            <noscript>
              <StatusFrame src="/DateTime/status" title={t("timeLeftTitle")} />
            </noscript>
          ) : null}
          <noscript>
            {/* WCAG 2.2.1: the page's own reloads (every 5 s while waiting, once when the time is up) can be turned off. */}
            {still ? (
              <p>
                {t("stillNote")} <a href="/DateTime">{t("startRefresh")}</a>
              </p>
            ) : (
              <p>
                <a href="/DateTime?still=1">{t("stopRefresh")}</a>
              </p>
            )}
          </noscript>
          {bookingId ? (
            <FormMessage $kind="info" data-testid="other-cart">
              {t("otherCart", { id: bookingId, provider: providerName })}
            </FormMessage>
          ) : null}
          <p role="status">{accepted ? t("accepted", { provider: providerName }) : t("waitingFor", { provider: providerName })}</p>
          {demoSms ? (
            <Demo data-testid="demo-sms">
              <strong>{t("demoSms")}</strong>
              <span>{demoSms}</span>
            </Demo>
          ) : null}
          {/* Without JavaScript, once accepted, the code form is in the frame above (/DateTime/code), which hides it when the request ends. */}
          {lockedMessage ? (
            <FormMessage $kind="error" role="alert" className="js-only" data-testid="code-locked">
              {lockedMessage}
            </FormMessage>
          ) : (
            <Form {...form.props} method="post" preventScrollReset className={accepted ? "js-only" : undefined}>
              <Field id="provider-code" label={t("providerCode")} errors={shownError}>
                <Input
                  {...described("provider-code", shownError)}
                  key={otp.key}
                  name={otp.name}
                  inputMode="numeric"
                  pattern="[0-9]{4}"
                  maxLength={4}
                  autoComplete="one-time-code"
                  defaultValue={otp.initialValue}
                  placeholder={t("codePlaceholder")}
                  onChange={() => setTypedOver(otp.errors)}
                />
              </Field>
              {triesNote ? (
                <FormMessage $kind="info" data-testid="tries-left">
                  {triesNote}
                </FormMessage>
              ) : null}
              <Row>
                <Button type="submit" name="intent" value="verify">
                  {t("confirmCode")}
                </Button>
              </Row>
            </Form>
          )}
          <Form method="post">
            <Row>
              <Button type="submit" name="intent" value="cancel" $variant="secondary">
                {t("cancelBooking")}
              </Button>
            </Row>
          </Form>
          {navigation.state === "submitting" ? <FormMessage $kind="info">{t("pleaseWait")}</FormMessage> : null}
        </>
      )}
    </Dialog>
  );
}

/** The code frame's address: the last try's refusal by name (never its text), and the tries left. */
function codeFrameSrc(refusal: string | null, attemptsLeft: number) {
  if (!refusal) return "/DateTime/code";
  return `/DateTime/code?error=${encodeURIComponent(refusal)}&left=${attemptsLeft}`;
}

const Timer = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
`;
/** Tall enough for the API's longest ending (four short lines on a 320 px phone), which it shows without JavaScript. */
const StatusFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 5.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;
/** Room for the deadline, the field, a wrong code's message in Malayalam on a 320 px phone, and the button. */
const CodeFrame = styled(StatusFrame)`
  height: 17rem;
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;
const Demo = styled.p`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;
