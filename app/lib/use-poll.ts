import { useNavigation, useRevalidator } from "react-router";
import { useEffect } from "react";

/**
 * Asks the server again every `seconds` while `active` (with JavaScript; without it the page's
 * <noscript> refresh does the same), skipping a beat while a navigation or revalidation runs.
 */
export function usePoll(seconds: number, active = true) {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (state === "idle" && navigation.state === "idle") revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [active, seconds, revalidate, state, navigation.state]);
}
