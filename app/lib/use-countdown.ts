import { useEffect, useState } from "react";

/**
 * Seconds left, as the server rendered them, ticking down with JavaScript. The count restarts
 * when `seconds` or `stamp` changes (e.g. a code was sent again).
 */
export function useCountdown(seconds: number, stamp?: number | string) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, stamp]);
  return left;
}
