import { useNavigation } from "react-router";
import { useEffect, useRef } from "react";

/**
 * A form whose successful post redirects back to its own page: with JavaScript the same form
 * stays mounted with what was typed, so empty it once the post has finished without an answer
 * (it redirected: it was sent). Without JavaScript the redirect loads a fresh, empty page anyway.
 */
export function useResetAfterRedirect(actionData: unknown) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") posted.current = true;
    if (navigation.state !== "idle" || !posted.current) return;
    posted.current = false;
    if (!actionData) formRef.current?.reset();
  }, [navigation.state, actionData]);
  return formRef;
}
