import { useEffect, useState } from "react";

/** Seconds left, rendered by the server and ticking down with JavaScript. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

export function Countdown({ seconds, onZero }: { seconds: number; onZero?: () => void }) {
  const left = useCountdown(seconds);
  useEffect(() => {
    if (left === 0 && seconds > 0) onZero?.();
  }, [left, seconds, onZero]);
  const m = Math.floor(left / 60);
  const s = String(left % 60).padStart(2, "0");
  return <time aria-live="off" dateTime={`PT${left}S`}>{m}:{s}</time>;
}
