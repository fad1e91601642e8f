import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { styled } from "styled-components";
import { Field, Input, described } from "../ui/Field";
import { Button } from "../ui/Button";

export type Result = { callback: { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string>; message?: string } };

/** 'Request a callback': Call Me -> Submitting... -> Request Submitted Successfully (3 s) -> Call Me. */
/** `fallback` is the route's action data: what a plain (JavaScript-off) post returned. */
export function CallbackForm({ action, fallback }: { action: string; fallback?: Result["callback"] }) {
  const fetcher = useFetcher<Result>();
  const form = useRef<HTMLFormElement>(null);
  // Without JavaScript the success label comes from the page's own action data.
  const [done, setDone] = useState(Boolean(fallback?.ok));
  const result = fetcher.data?.callback ?? fallback;
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      form.current?.reset();
      setDone(true);
      const t = setTimeout(() => setDone(false), 3000);
      return () => clearTimeout(t);
    }
  }, [fetcher.state, result]);
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  return (
    <Box aria-labelledby="callback-title">
      <h2 id="callback-title">Request a callback</h2>
      <p>Not sure what to book? Leave your number and our team will call you.</p>
      <fetcher.Form method="post" action={action} ref={form} noValidate>
        <input type="hidden" name="intent" value="callback" />
        <Field id="callback-name" label="Full name" errors={errors.name}>
          <Input {...described("callback-name", errors.name)} name="name" autoComplete="name" required defaultValue={values.name} />
        </Field>
        <Field id="callback-phone" label="Phone number" errors={errors.phone}>
          <Input {...described("callback-phone", errors.phone)} name="phone" inputMode="numeric" autoComplete="tel-national" maxLength={10} required defaultValue={values.phone} />
        </Field>
        {result && !result.ok && result.message ? <p role="alert">{result.message}</p> : null}
        <Button type="submit" $block $variant={done ? "success" : "primary"} disabled={fetcher.state !== "idle" || done}>
          {fetcher.state !== "idle" ? "Submitting..." : done ? "Request Submitted Successfully" : "Call Me"}
        </Button>
      </fetcher.Form>
    </Box>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;
