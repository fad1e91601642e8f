import type { ReactNode } from "react";
import { keyframes, styled } from "styled-components";
import { useHydrated } from "remix-utils/use-hydrated";
import { useCountdown } from "~/lib/use-countdown";
import { resendText } from "../login/constants";

interface Props {
  /** Seconds left, as the server computed them. */
  seconds: number;
  /** When the code was sent: a new one restarts the count. */
  stamp?: number | string;
  /** What to offer once the wait is over (the Resend button). */
  children: ReactNode;
}

/**
 * 'Resend in N seconds', then the resend control. With JavaScript React ticks the number.
 * Without it, CSS does: a registered custom property (--resend-left, app/styles/global.ts) is
 * animated from N to 0 and shown through a counter, and at zero the text gives way to the control,
 * so the page never needs a reload (which would lose the digits being typed). The number in the
 * markup is the server's, for tests and for browsers without @property.
 */
export function ResendCountdown({ seconds, stamp, children }: Props) {
  const hydrated = useHydrated();
  const left = useCountdown(seconds, stamp);
  if (left <= 0) return <>{children}</>;
  if (hydrated) return <p aria-live="off">{resendText(left)}</p>;
  return (
    <Stack>
      <Waiting $from={left}>
        Resend in{" "}
        <Count $from={left}>
          <span>{left}</span>
        </Count>{" "}
        second{left > 1 ? <Plural $from={left}>s</Plural> : null}
      </Waiting>
      <Later $from={left}>{children}</Later>
    </Stack>
  );
}

const countDown = (from: number) => keyframes`
  from { --resend-left: ${from}; }
  to { --resend-left: 0; }
`;
const hide = keyframes`to { visibility: hidden; }`;
const show = keyframes`to { visibility: visible; }`;
const drop = keyframes`to { font-size: 0; }`;

const Stack = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

const Waiting = styled.p<{ $from: number }>`
  margin: 0;
  animation: ${hide} 0s linear ${({ $from }) => $from}s forwards;
`;

const Count = styled.span<{ $from: number }>`
  counter-reset: resend-left var(--resend-left);
  animation: ${({ $from }) => countDown($from)} ${({ $from }) => $from}s linear forwards;
  > span {
    display: none;
  }
  &::after {
    content: counter(resend-left);
  }
`;

/** The plural 's' goes at one second left. */
const Plural = styled.span<{ $from: number }>`
  animation: ${drop} 0s linear ${({ $from }) => $from - 1}s forwards;
`;

const Later = styled.div<{ $from: number }>`
  visibility: hidden;
  animation: ${show} 0s linear ${({ $from }) => $from}s forwards;
`;
