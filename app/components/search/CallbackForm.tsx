import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { useFetcher } from "react-router";
import { HoneypotField } from "~/components/ui/HoneypotField";
import { useEffect, useState } from "react";
import { styled } from "styled-components";
import type { callbackSchema } from "~/schemas/search";
import { Field, Input, described } from "../ui/Field";
import { Button } from "../ui/Button";
import { useSaid, useT } from "~/i18n/use-t";

/** The action's answer: Conform's reply, and ok after a request was sent (the reply then resets the form). */
export type Result = { callback: { ok?: true; result: SubmissionResult<string[]> } };

const DONE_MS = 3000;

/** 'Request a callback': Call Me -> Submitting... -> Request Submitted Successfully (3 s) -> Call Me. */
/** `fallback` is the route's action data: what a plain (JavaScript-off) post returned. */
export function CallbackForm({ action, fallback }: { action: string; fallback?: Result["callback"] }) {
  const fetcher = useFetcher<Result>();
  const t = useT("search");
  const common = useT("common");
  const said = useSaid();
  // Without JavaScript the success label comes from the page's own action data.
  const [done, setDone] = useState(Boolean(fallback?.ok));
  const answer = fetcher.data?.callback ?? fallback;
  const [form, fields] = useFormReply<z.input<typeof callbackSchema>>({
    id: "callback",
    lastResult: answer?.result,
  });
  const { name, phone } = fields;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.callback.ok) {
      setDone(true);
      const timer = setTimeout(() => setDone(false), DONE_MS);
      return () => clearTimeout(timer);
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <Box aria-labelledby="callback-title">
      <h2 id="callback-title">{t("callbackTitle")}</h2>
      <p>{t("callbackText")}</p>
      <fetcher.Form {...form.props} method="post" action={action}>
        <input type="hidden" name="intent" value="callback" />
        <HoneypotField />
        <Field id="callback-name" label={t("fullName")} errors={name.errors}>
          <Input {...described("callback-name", name.errors)} key={name.key} name={name.name} autoComplete="name" defaultValue={name.initialValue} />
        </Field>
        <Field id="callback-phone" label={t("phoneNumber")} errors={phone.errors}>
          <Input {...described("callback-phone", phone.errors)} key={phone.key} name={phone.name} inputMode="numeric" autoComplete="tel-national" maxLength={10} defaultValue={phone.initialValue} />
        </Field>
        {form.errors?.[0] ? <p role="alert">{said(form.errors[0])}</p> : null}
        <Button type="submit" $block $variant={done ? "success" : "primary"} disabled={fetcher.state !== "idle" || done}>
          {fetcher.state !== "idle" ? common("submitting") : done ? t("callbackDone") : t("callMe")}
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
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
