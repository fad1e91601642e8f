import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";

/**
 * The browser's side of a form (docs/decisions/0011): it shows Conform's reply from the action
 * (`submission.reply()`: the errors and what was typed) and moves focus to the first invalid
 * field. Validation runs on the server only, with the form's one zod schema, so neither zod nor
 * Conform's client runtime is shipped; this is the few lines of `useForm` the forms used.
 */
export interface FieldReply {
  /** A React key: changes when the action answers `resetForm`, so the control remounts empty. */
  key: string;
  name: string;
  errors?: string[];
  /** What was typed (from the reply), else the form's default value. */
  initialValue?: string;
}

export interface FormReply {
  id: string;
  /** The form-level messages (Conform's `formErrors`). */
  errors?: string[];
  /** Every message by field name ("" for the form's own). */
  allErrors: Record<string, string[]>;
  /**
   * Spread on the form: its id, `noValidate` (the spec's messages, never the browser's) and
   * `onReset`: a reset (`form.reset()`) also forgets the reply, so the controls remount empty.
   */
  props: { id: string; noValidate: true; onReset: () => void };
}

type Values = Record<string, unknown>;

export function useFormReply<Schema extends Values>({
  id,
  lastResult,
  defaultValue,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof Schema, string>>;
}): [FormReply, { [K in keyof Schema]-?: FieldReply }] {
  // A reply with `resetForm` (initialValue null) empties the form: new keys remount the controls.
  const [seen, setSeen] = useState(lastResult);
  const [resets, setResets] = useState(0);
  if (lastResult !== seen) {
    setSeen(lastResult);
    if (lastResult?.initialValue === null) setResets((n) => n + 1);
  }
  // The reply a reset of the form cleared: its errors and typed values are not shown again.
  const [cleared, setCleared] = useState<typeof lastResult>(undefined);
  const reply = lastResult && lastResult !== cleared ? lastResult : undefined;
  const onReset = () => {
    setCleared(lastResult);
    setResets((n) => n + 1);
  };

  const allErrors = Object.fromEntries(Object.entries(reply?.error ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)));
  const typed = (reply?.initialValue ?? undefined) as Values | undefined;

  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && lastResult.error?.[name]?.length) {
        (element as HTMLElement).focus();
        break;
      }
    }
  }, [id, lastResult]);

  const fields = new Proxy({} as { [K in keyof Schema]-?: FieldReply }, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      const value = typed ? typed[name] : defaultValue?.[name as keyof Schema];
      return {
        key: `${name}-${resets}`,
        name,
        errors: allErrors[name],
        initialValue: typeof value === "string" ? value : undefined,
      } satisfies FieldReply;
    },
  });
  const form: FormReply = { id, errors: allErrors[""], allErrors, props: { id, noValidate: true, onReset } };
  return [form, fields];
}
