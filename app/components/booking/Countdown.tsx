import { useEffect } from "react";
import { useCountdown } from "~/lib/use-countdown";

/** A ticking m:ss; `onZero` runs once when it reaches 0. */
export function Countdown({ seconds, onZero }: { seconds: number; onZero?: () => void }) {
  const left = useCountdown(seconds);
  useEffect(() => {
    if (left === 0 && seconds > 0) onZero?.();
  }, [left, seconds, onZero]);
  const m = Math.floor(left / 60);
  const s = String(left % 60).padStart(2, "0");
  return (
    <time aria-live="off" dateTime={`PT${left}S`}>
      {m}:{s}
    </time>
  );
}
