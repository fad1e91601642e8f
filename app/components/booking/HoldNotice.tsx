import { useRevalidator } from "react-router";
import { Fragment, useCallback, type ReactNode } from "react";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";
import { Countdown } from "./Countdown";

/**
 * The unpaid hold: until when the slot is kept (a clock time the server worked out, right without
 * JavaScript) and, with JavaScript, a ticking count; at zero the page asks the API again.
 */
export function HoldNotice({ secondsLeft, until }: { secondsLeft: number; until: string }) {
  const { revalidate } = useRevalidator();
  const t = useT("booking");
  const onZero = useCallback(() => revalidate(), [revalidate]);
  return (
    <Notice data-testid="hold-notice">
      {withParts(t("hold"), {
        until: <strong>{until}</strong>,
        countdown: <span className="js-only"> {withParts(t("holdLeft"), { time: <Countdown seconds={secondsLeft} onZero={onZero} /> })}</span>,
      })}
    </Notice>
  );
}

/** A message's text with elements in place of its '{placeholders}', in whatever order the language puts them. */
function withParts(message: string, parts: Record<string, ReactNode>) {
  return message.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
`;
