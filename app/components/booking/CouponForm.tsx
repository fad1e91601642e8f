import { Form, useLocation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { useFormReply } from "~/lib/form-reply";
import { Button } from "~/components/ui/Button";
import { Field, Input, described } from "~/components/ui/Field";
import type { couponSchema } from "~/schemas/checkout";
import { useT } from "~/i18n/use-t";

/** Where the page opens after a coupon post without JavaScript. */
const COUPON_ANCHOR = "coupon-panel";

type Props = {
  /** The action's reply to a coupon post. */
  lastResult?: SubmissionResult<string[]>;
  /** The code the visitor last tried (kept in the field). */
  asked?: string | null;
  /** The applied coupon's code, from the API's quote. */
  code?: string | null;
  /** Why the API dropped the coupon it had (say, the order changed). */
  apiError?: string | null;
};

/** The confirm page's coupon: apply a code, or remove the applied one; a <details> that opens by itself after a coupon post. */
export function CouponForm({ lastResult, asked, code, apiError }: Props) {
  const t = useT("booking");
  const { pathname, search } = useLocation();
  const [couponForm, couponFields] = useFormReply<z.input<typeof couponSchema>>({ id: "coupon", lastResult, defaultValue: { code: asked ?? "" } });
  const field = couponFields.code;
  // The form's own error, else why the API dropped the coupon it had.
  const couponError = field.errors?.[0] ?? (lastResult ? undefined : apiError);
  const [couponBefore, couponAfter] = t("couponApplied").split("{code}");
  // Without JavaScript a coupon post loads the page again: at the coupon and its answer, not at the top.
  const couponAction = useHydrated() ? undefined : `${pathname}${search}#${COUPON_ANCHOR}`;
  // Open after a coupon post or with a coupon: from the server's answers only, so it never closes while the code is typed.
  return (
    <Panel id={COUPON_ANCHOR} open={Boolean(lastResult || apiError || code) || undefined}>
      <summary>
        <span className="when-closed">{t("addCoupon")}</span>
        <span className="when-open">{t("hideCoupon")}</span>
      </summary>
      {code ? (
        <Form method="post" action={couponAction} preventScrollReset>
          <p>
            {couponBefore}
            <strong>{code}</strong>
            {couponAfter}
          </p>
          <button type="submit" name="intent" value="remove-coupon">
            {t("removeCoupon")}
          </button>
        </Form>
      ) : (
        <Form {...couponForm.props} method="post" action={couponAction} preventScrollReset>
          <Field id="coupon-code" label={t("couponCode")} errors={couponError}>
            <Input {...described("coupon-code", couponError)} key={field.key} name={field.name} defaultValue={field.initialValue} autoComplete="off" autoCapitalize="characters" />
          </Field>
          <Button type="submit" name="intent" value="coupon" $variant="secondary">
            {t("apply")}
          </Button>
        </Form>
      )}
    </Panel>
  );
}

const Panel = styled.details`
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    min-height: 32px;
    display: flex;
    align-items: center;
  }
  .when-open {
    display: none;
  }
  &[open] .when-open {
    display: inline;
  }
  &[open] .when-closed {
    display: none;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  form button[value="remove-coupon"] {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.error};
    text-decoration: underline;
    cursor: pointer;
    justify-self: start;
    padding: 0;
    min-height: 32px;
  }
`;
