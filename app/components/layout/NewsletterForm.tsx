import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { styled } from "styled-components";
import type { action } from "~/routes/actions/newsletter";

/** Newsletter sign-up: a plain POST without JavaScript; a fetcher (no navigation) with it. */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      form.current?.reset();
      setDone(true);
      const timer = setTimeout(() => setDone(false), 3000);
      return () => clearTimeout(timer);
    }
  }, [fetcher.state, result]);

  const error = result && !result.ok ? result.error : null;
  return (
    <fetcher.Form method="post" action="/actions/newsletter" ref={form} noValidate>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="newsletter-email">Email address</label>
      <Row>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result && !result.ok ? result.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-error" : undefined}
        />
        <Submit type="submit" disabled={busy || done} $done={done}>
          {busy ? "Submitting..." : done ? "Email Submitted Successfully" : "Submit"}
        </Submit>
      </Row>
      {error ? <Error id="newsletter-error" role="alert">{error}</Error> : null}
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
  color: #FFB4AB;
`;
