import { Form, useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

const CART_ACTION = "/actions/cart";

/**
 * A one-button form to /actions/cart that comes back to this page (works without JavaScript).
 * With JavaScript, cart buttons wait while another cart change is being sent: a second submission
 * would interrupt the first, and a quick 'Add' then 'Book Now' would book the cart without the add.
 * Once hydrated, an unavailable button is aria-disabled rather than disabled, so the button just
 * pressed keeps the keyboard focus (a disabled one drops it to the page's body).
 */
export function CartAction({
  intent,
  fields = {},
  children,
  label,
  disabled,
  className,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const cartBusy = navigation.state === "submitting" && navigation.formAction === CART_ACTION;
  const hydrated = useHydrated();
  const unavailable = Boolean(disabled || cartBusy);
  return (
    <Form method="post" action={CART_ACTION} preventScrollReset className={className} style={{ display: "inline" }}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={!hydrated && unavailable}
        aria-disabled={hydrated && unavailable ? true : undefined}
        onClick={(e) => unavailable && e.preventDefault()}
      >
        {children}
      </button>
    </Form>
  );
}
