import { useRef, type FormEvent } from "react";

/**
 * A form whose chosen photos are still being made smaller (~/lib/photo-resize) waits for them:
 * `wait` hands it the work in progress, `onSubmit` holds a submit until that work is done and
 * then submits again with the same button.
 */
export function useSendWhenReady() {
  const pending = useRef<Promise<void> | null>(null);
  const wait = (work: Promise<void>) => {
    const settled = work.finally(() => pending.current === settled && (pending.current = null));
    pending.current = settled;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!pending.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void pending.current.then(() => form.requestSubmit(submitter));
  };
  return { wait, onSubmit };
}
