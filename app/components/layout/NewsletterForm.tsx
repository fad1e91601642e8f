import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { useFetcher, useLocation } from "react-router";
import { useEffect, useState } from "react";
import { styled } from "styled-components";
import { HoneypotField } from "~/components/ui/HoneypotField";
import type { newsletterSchema } from "~/schemas/newsletter";
import type { action } from "~/routes/actions/newsletter";
import { useRootData } from "~/lib/root-data";
import { useSaid, useT } from "~/i18n/use-t";

const DONE_MS = 3000;

/**
 * Newsletter sign-up: a fetcher (no navigation) with JavaScript; without, a plain POST that comes
 * back to the same page at the form, with the reply flashed for it (root loader's formFlash).
 */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof action>();
  const t = useT("common");
  const said = useSaid();
  const location = useLocation();
  const flashed = useRootData()?.formFlash;
  const reply = fetcher.data ?? (flashed?.form === "newsletter" ? flashed : undefined);
  const [done, setDone] = useState(Boolean(reply?.ok));
  const busy = fetcher.state !== "idle";
  const [form, fields] = useFormReply<z.input<typeof newsletterSchema>>({
    id: "newsletter",
    lastResult: reply?.result,
  });
  const { email } = fields;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setDone(true);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), DONE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const error = email.errors?.[0] ?? null;
  return (
    <fetcher.Form {...form.props} method="post" action="/actions/newsletter">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <HoneypotField />
      <label htmlFor="newsletter-email">{t("newsletterEmail")}</label>
      <Row>
        <Input
          id="newsletter-email"
          key={email.key}
          name={email.name}
          type="email"
          autoComplete="email"
          defaultValue={email.initialValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-error" : undefined}
        />
        <Submit type="submit" disabled={busy || done} $done={done}>
          {busy ? t("submitting") : done ? t("newsletterDone") : t("submit")}
        </Submit>
      </Row>
      {error ? (
        <Error id="newsletter-error" role="alert">
          {said(error)}
        </Error>
      ) : null}
    </fetcher.Form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Input = styled.input`
  flex: 1 1 180px;
  /* An input is as wide as its 20 characters unless told: at large text sizes that is wider than a phone. */
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid #8d6b77;
`;

const Submit = styled.button<{ $done: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.primary)};
  cursor: pointer;
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: #ffb4ab;
`;
