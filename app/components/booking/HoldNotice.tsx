import { useRevalidator } from "react-router";
import { Fragment, useCallback, type ReactNode } from "react";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";
import { Countdown } from "./Countdown";
import { usePoll } from "~/lib/use-poll";
import { POLL_SECONDS } from "../../../contract/booking";

/**
 * The unpaid hold: until when the slot is kept (a clock time the server worked out, right without
 * JavaScript) and, with JavaScript, a ticking count; at zero the page asks the API again. The
 * booking can still end meanwhile (the provider cancels): the page asks the API every 5 s, with
 * JavaScript by revalidating, without it through a small self-refreshing status frame
 * (/Cart/status), so the coupon or the payment choice being made is kept.
 */
export function HoldNotice({ bookingId, secondsLeft, until }: { bookingId: number; secondsLeft: number; until: string }) {
  const { revalidate } = useRevalidator();
  const t = useT("booking");
  const onZero = useCallback(() => revalidate(), [revalidate]);
  usePoll(POLL_SECONDS);
  return (
    <Notice data-testid="hold-notice">
      {withParts(t("hold"), {
        until: <strong>{until}</strong>,
        countdown: <span className="js-only"> {withParts(t("holdLeft"), { time: <Countdown seconds={secondsLeft} onZero={onZero} /> })}</span>,
      })}
      <noscript>
        <StatusFrame src={`/Cart/status?booking=${bookingId}`} title={t("statusTitle")} />
      </noscript>
    </Notice>
  );
}

/** A message's text with elements in place of its '{placeholders}', in whatever order the language puts them. */
function withParts(message: string, parts: Record<string, ReactNode>) {
  return message.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}

const StatusFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 3.5rem;
  margin-top: ${({ theme }) => theme.space(2)};
  border: 0;
`;
const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
`;
