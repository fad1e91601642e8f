import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { styled } from "styled-components";
import { Countdown } from "./Countdown";

/**
 * The unpaid hold: until when the slot is kept (a clock time the server worked out, right without
 * JavaScript) and, with JavaScript, a ticking count; at zero the page asks the API again.
 */
export function HoldNotice({ secondsLeft, until }: { secondsLeft: number; until: string }) {
  const { revalidate } = useRevalidator();
  const onZero = useCallback(() => revalidate(), [revalidate]);
  return (
    <Notice data-testid="hold-notice">
      We are holding this slot for you. Please confirm by <strong>{until}</strong>
      <span className="js-only">
        {" "}
        (<Countdown seconds={secondsLeft} onZero={onZero} /> left)
      </span>
      ; after that the slot is released.
    </Notice>
  );
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
`;
