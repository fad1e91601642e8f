import { Fragment, type ReactNode } from "react";
import { keyframes, styled } from "styled-components";
import { useHydrated } from "remix-utils/use-hydrated";
import { useCountdown } from "~/lib/use-countdown";
import { useT } from "~/i18n/use-t";

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
 * markup is the server's, for tests and for browsers without @property. The counter cannot choose
 * a plural form, so the wording's ending that the plural adds (English 's') is dropped by CSS at
 * one second left; Hindi and Malayalam use one wording for any number.
 */
export function ResendCountdown({ seconds, stamp, children }: Props) {
  const hydrated = useHydrated();
  const left = useCountdown(seconds, stamp);
  const t = useT("login");
  if (left <= 0) return <>{children}</>;
  if (hydrated) return <p aria-live="off">{t.plural("resendIn", left)}</p>;
  const one = t("resendIn_one");
  const { head, ending, tail } = left > 1 ? pluralEnding(one, t("resendIn_other")) : { head: one, ending: "", tail: "" };
  const count = (
    <Count $from={left}>
      <span>{left}</span>
    </Count>
  );
  return (
    <Stack>
      <Waiting $from={left}>
        {withCount(head, count)}
        {ending ? <Plural $from={left}>{ending}</Plural> : null}
        {withCount(tail, count)}
      </Waiting>
      <Later $from={left}>{children}</Later>
    </Stack>
  );
}

/**
 * The plural wording as the singular with an ending added ('Resend in {count} second' + 's'):
 * what comes before and after the ending. When the plural differs otherwise, it is used whole.
 */
export function pluralEnding(one: string, other: string) {
  let same = 0;
  while (same < one.length && one[same] === other[same]) same++;
  const tail = one.slice(same);
  const end = other.length - tail.length;
  const head = one.slice(0, same);
  if (!other.endsWith(tail) || end < same || !(head + tail).includes("{count}")) return { head: other, ending: "", tail: "" };
  return { head, ending: other.slice(same, end), tail };
}

/** The text with the counter where '{count}' is. */
function withCount(text: string, count: ReactNode) {
  return text.split("{count}").map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? count : null}
      {part || null}
    </Fragment>
  ));
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
