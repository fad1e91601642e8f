import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, described } from "~/components/ui/Field";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { CartLines } from "~/components/booking/CartLines";
import { loadBookedAppointment } from "~/lib/appointment.server";
import { commitSession } from "~/lib/session.server";
import { rupees } from "~/lib/format";
import { CHECKOUT_MESSAGES, couponSchema } from "~/schemas/checkout";
import { computeTotals } from "../../api/lib/money";

export const meta: MetaFunction = () => [{ title: "Confirm Appointment | Saaj" }];

/** The figures the API will recompute at checkout, from the booked lines and the applied coupon. */
const totalsOf = (lines: { price: number; quantity: number }[], discount = 0) =>
  computeTotals({ lines: lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity })), discount });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, appointment, lines } = await loadBookedAppointment(context, request);
  const coupon = session.get("coupon");
  const totals = totalsOf(lines, coupon?.discount);
  return { appointmentId: appointment.appointment_id, branch: appointment.branch_name, lines, coupon: coupon ?? null, totals };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, client, appointment, lines } = await loadBookedAppointment(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const save = async () => ({ "Set-Cookie": await commitSession(session) });

  if (intent === "coupon") {
    const typed = String(form.get("code") ?? "");
    const parsed = couponSchema.safeParse({ code: typed });
    if (!parsed.success) {
      session.unset("coupon");
      return data({ intent, error: CHECKOUT_MESSAGES.invalidCoupon, code: typed }, { status: 400, headers: await save() });
    }
    const result = await client.post<{ data: { discount_value: number } }>(
      "/api/verify_coupon/",
      { coupon_code: parsed.data.code, appointment_id: appointment.appointment_id },
      { failure: "Failed to fetch coupon code." },
    );
    // The spec: applied only on success with a non-zero discount; otherwise 'Invalid coupon code' and no discount.
    if (!result.ok || !(result.data.data.discount_value > 0)) {
      session.unset("coupon");
      // The server's reason (minimum order, already used) when it gives one; otherwise the spec's text.
      const error = result.ok ? CHECKOUT_MESSAGES.invalidCoupon : result.message;
      return data({ intent, error, code: typed }, { status: 400, headers: await save() });
    }
    session.set("coupon", { code: parsed.data.code, discount: result.data.data.discount_value });
    return redirect("/ConfirmAppointment", { headers: await save() });
  }

  if (intent === "remove-coupon") {
    session.unset("coupon");
    return redirect("/ConfirmAppointment", { headers: await save() });
  }

  if (intent === "pay") {
    const coupon = session.get("coupon");
    const totals = totalsOf(lines, coupon?.discount);
    if (!appointment.appointment_id) return data({ intent, error: CHECKOUT_MESSAGES.missingAppointment }, { status: 400 });
    if (!(totals.total > 0)) return data({ intent, error: CHECKOUT_MESSAGES.invalidTotal }, { status: 400 });
    const paid = await client.post(
      "/api/checkout/",
      { appointment_id: appointment.appointment_id, amount: totals.total, coupon_code: coupon?.code ?? null, coupon_amount: coupon?.discount ?? 0 },
      { failure: CHECKOUT_MESSAGES.failed },
    );
    if (!paid.ok) return data({ intent, error: paid.message }, { status: paid.status || 502 });
    for (const key of ["cart", "appointment", "coupon"] as const) session.unset(key);
    return redirect(`/ThankYou?booking=${appointment.appointment_id}`, { headers: await save() });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function ConfirmAppointment() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { intent: string; error?: string; code?: string } | undefined;
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const couponError = result?.intent === "coupon" ? result.error : null;
  const t = d.totals;
  return (
    <>
      <PageBanner title="Confirm Appointment" />
      <Container>
        <BookingSteps current={2} />
        <Layout>
          <div>
            <CartLines lines={d.lines} />
            <p><Link to="/Cart">Back to cart</Link></p>
          </div>
          <Summary aria-labelledby="totals-title">
            <h2 id="totals-title">Payment summary</h2>
            <CouponPanel open={Boolean(couponError || d.coupon) || undefined}>
              <summary><span className="when-closed">Add Coupon</span><span className="when-open">Hide Coupon</span></summary>
              {d.coupon ? (
                <Form method="post" preventScrollReset>
                  <p>Coupon <strong>{d.coupon.code}</strong> applied.</p>
                  <button type="submit" name="intent" value="remove-coupon">Remove coupon</button>
                </Form>
              ) : (
                <Form method="post" preventScrollReset>
                  <Field id="coupon-code" label="Coupon code" errors={couponError}>
                    <Input {...described("coupon-code", couponError)} name="code" defaultValue={result?.code ?? ""} autoComplete="off" autoCapitalize="characters" />
                  </Field>
                  <Button type="submit" name="intent" value="coupon" $variant="secondary">Apply</Button>
                </Form>
              )}
            </CouponPanel>
            <dl>
              <div><dt>Subtotal</dt><dd>{rupees(t.subtotal)}</dd></div>
              <div><dt>CGST (9%)</dt><dd>{rupees(t.cgst)}</dd></div>
              <div><dt>SGST (9%)</dt><dd>{rupees(t.sgst)}</dd></div>
              <div><dt>Discount</dt><dd>{t.discount > 0 ? `− ${rupees(t.discount)}` : rupees(0)}</dd></div>
              <div><dt>Grand total (after discount)</dt><dd>{rupees(t.grandTotal)}</dd></div>
              <div className="total"><dt>Total payable (with taxes)</dt><dd data-testid="total-payable">{rupees(t.total)}</dd></div>
            </dl>
            {result?.intent === "pay" && result.error ? <FormMessage $kind="error" role="alert">{result.error}</FormMessage> : null}
            <Form method="post">
              <Button type="submit" name="intent" value="pay" $block disabled={paying}>{paying ? "Processing..." : `Confirm & Pay ${rupees(t.total)}`}</Button>
            </Form>
            <Small>You pay the professional at your appointment by UPI, card or cash. Free cancellation more than 3 hours before the service.</Small>
          </Summary>
        </Layout>
      </Container>
    </>
  );
}

const Layout = styled.div`
  display: grid; grid-template-columns: minmax(0, 1fr) 380px; gap: ${({ theme }) => theme.space(6)}; padding-bottom: ${({ theme }) => theme.space(12)}; align-items: start;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
`;
const Summary = styled.section`
  background: #fff; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow}; padding: ${({ theme }) => theme.space(5)};
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { margin: ${({ theme }) => theme.space(4)} 0; display: grid; gap: 6px; }
  dl div { display: flex; justify-content: space-between; }
  dd { margin: 0; font-weight: 600; }
  .total { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 8px; font-size: ${({ theme }) => theme.font.size.lg}; }
`;
const CouponPanel = styled.details`
  border: 1px dashed ${({ theme }) => theme.colors.primary}; border-radius: ${({ theme }) => theme.radius.md}; padding: ${({ theme }) => theme.space(3)};
  summary { cursor: pointer; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; min-height: 32px; display: flex; align-items: center; }
  .when-open { display: none; }
  &[open] .when-open { display: inline; }
  &[open] .when-closed { display: none; }
  form { display: grid; gap: ${({ theme }) => theme.space(2)}; margin-top: ${({ theme }) => theme.space(2)}; }
  form button[value="remove-coupon"] { background: none; border: 0; color: ${({ theme }) => theme.colors.error}; text-decoration: underline; cursor: pointer; justify-self: start; padding: 0; min-height: 32px; }
`;
const Small = styled.p`color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm};`;
