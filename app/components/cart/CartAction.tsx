import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/** A one-button form to /actions/cart that comes back to this page (works without JavaScript). */
export function CartAction({ intent, fields = {}, children, label, disabled, className }: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Form method="post" action="/actions/cart" preventScrollReset className={className} style={{ display: "inline" }}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" name="intent" value={intent} aria-label={label} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}
