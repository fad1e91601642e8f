import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { Countdown } from "./Countdown";

export const POLL_SECONDS = 5;

interface Props {
  statusId: number;
  secondsLeft: number;
  providerName: string;
  error?: string | null;
  code?: string;
  demoSms?: string | null;
}

/**
 * 'Awaiting Confirmation': the 120-second countdown, the provider's 4-digit code, Cancel Booking
 * and close (both cancel). The status is checked every 5 s: with JavaScript by revalidating,
 * without it by a meta refresh while waiting for the provider.
 */
export function AwaitingSheet({ statusId, secondsLeft, providerName, error, code, demoSms }: Props) {
  const accepted = statusId === 1;
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  useEffect(() => {
    const timer = setInterval(() => {
      if (state === "idle" && navigation.state === "idle") revalidate();
    }, POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidate, state, navigation.state]);
  // At zero the API cancels the request; reload to show it and go home.
  const onZero = useCallback(() => revalidate(), [revalidate]);
  return (
    <Dialog title="Awaiting Confirmation" closeTo="/" variant="sheet" closable={false}>
      {!accepted ? <noscript><meta httpEquiv="refresh" content={String(POLL_SECONDS)} /></noscript> : null}
      <Timer>
        Time left for the provider's code: <strong><Countdown seconds={secondsLeft} onZero={onZero} /></strong>
      </Timer>
      <p role="status">
        {accepted
          ? `${providerName} has accepted your booking. Enter the 4-digit code sent to your phone.`
          : `Waiting for ${providerName} to accept your booking…`}
      </p>
      {demoSms ? (
        <Demo data-testid="demo-sms">
          <strong>Demo: the SMS we would have sent</strong>
          <span>{demoSms}</span>
        </Demo>
      ) : null}
      <Form method="post" preventScrollReset noValidate>
        <Field id="provider-code" label="Provider code" errors={error}>
          <Input
            {...described("provider-code", error)}
            name="otp"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            autoComplete="one-time-code"
            required
            defaultValue={code}
            placeholder="4-digit code"
          />
        </Field>
        <Row>
          <Button type="submit" name="intent" value="verify">Confirm Code</Button>
        </Row>
      </Form>
      <Form method="post">
        <Row>
          <Button type="submit" name="intent" value="cancel" $variant="secondary">Cancel Booking</Button>
          <Close type="submit" name="intent" value="cancel" aria-label="Close and cancel the booking">×</Close>
        </Row>
      </Form>
      {navigation.state === "submitting" ? <FormMessage $kind="info">Please wait…</FormMessage> : null}
    </Dialog>
  );
}

const Timer = styled.p`font-size: ${({ theme }) => theme.font.size.lg};`;
const Row = styled.div`display: flex; gap: ${({ theme }) => theme.space(3)}; margin-top: ${({ theme }) => theme.space(3)}; flex-wrap: wrap;`;
const Close = styled.button`
  position: absolute; top: ${({ theme }) => theme.space(3)}; right: ${({ theme }) => theme.space(3)}; width: 44px; height: 44px;
  border-radius: 50%; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; font-size: 1.5rem; cursor: pointer;
`;
const Demo = styled.p`
  display: grid; gap: 4px; padding: ${({ theme }) => theme.space(3)}; border: 2px dashed ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft}; border-radius: ${({ theme }) => theme.radius.md};
`;
