import { CancelTermsNote } from "~/components/booking/CancelTermsNote";
import { unknownRequest } from "~/lib/http.server";
import { data, redirect, Form, Link, useActionData, useLoaderData, useLocation, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { FREE_CANCELLATION_HOURS } from "../../contract/booking";
import { BookingFacts, SummaryRows } from "~/components/booking/BookingFacts";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { Button, ButtonLink } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { CartLines } from "~/components/booking/CartLines";
import { HoldNotice } from "~/components/booking/HoldNotice";
import { CouponForm } from "~/components/booking/CouponForm";
import { bookingIntent, bookingSummary, clockIn, forgetBooking, loadCheckout } from "~/lib/booking.server";
import { commitSession } from "~/lib/session.server";
import { providerLabel, rupees, withParam, withoutParam } from "~/lib/format";
import { CHECKOUT_MESSAGES } from "~/schemas/constants";
import { couponSchema } from "~/schemas/checkout";
import { readForm } from "~/lib/form.server";
import { PayChoice } from "~/components/booking/PayChoice";
import { PAYMENT_METHODS } from "../../contract/payment";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { deferred } from "~/lib/deferred";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useLocale, useSaid, useT } from "~/i18n/use-t";

// Shown only sometimes: their scripts load when they are on the page (decision 0040).
const BookingEnded = deferred(() => import("~/components/booking/BookingEnded").then((m) => m.BookingEnded));
const ConfirmCancelDialog = deferred(() => import("~/components/booking/ConfirmCancelDialog").then((m) => m.ConfirmCancelDialog));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.booking?.metaConfirm ?? "Confirm Appointment | Saaj" }];

/** Every figure on this page is the API's quote for the booking (and the applied coupon). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { details, lines, headers, session, client } = await loadCheckout(context, request);
  const locale = LOCALES[requestLanguage(request)];
  const summary = bookingSummary(details, locale);
  const asked = session.get("coupon");
  const options = await client.get("/api/payment-options/", { failure: CHECKOUT_MESSAGES.failed });
  return data(
    {
      ...summary,
      upiOffered: options.ok && options.data.data.upi,
      until: clockIn(summary.secondsLeft, locale),
      lines,
      couponAsked: asked?.appointmentId === summary.id ? asked.code : null,
      confirmCancel: new URL(request.url).searchParams.has("cancel"),
      ...messagesFor(request, "booking"),
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, client, id, details } = await loadCheckout(context, request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const here = `/ConfirmAppointment?booking=${id}`;
  const save = async () => ({ "Set-Cookie": await commitSession(session) });

  const shared = await bookingIntent(context, request, intent, id, here);
  if (shared) return shared;

  if (intent === "coupon") {
    const submission = parseWithZod(form, { schema: couponSchema });
    if (submission.status !== "success") {
      session.unset("coupon");
      return data({ intent, result: submission.reply() }, { status: 400, headers: await save() });
    }
    const result = await client.post("/api/verify_coupon/", { body: { coupon_code: submission.value.code, appointment_id: id }, failure: "Failed to fetch coupon code." });
    // The spec: applied only on success with a non-zero discount; otherwise 'Invalid coupon code' and no discount.
    if (!result.ok || !(result.data.data.discount_value > 0)) {
      session.unset("coupon");
      // The server's reason (minimum order, already used) when it gives one; otherwise the spec's text.
      const error = result.ok ? CHECKOUT_MESSAGES.invalidCoupon : result.message;
      return data({ intent, result: submission.reply({ fieldErrors: { code: [error] } }) }, { status: 400, headers: await save() });
    }
    session.set("coupon", { code: submission.value.code, appointmentId: id });
    return redirect(here, { headers: await save() });
  }

  if (intent === "remove-coupon") {
    session.unset("coupon");
    return redirect(here, { headers: await save() });
  }

  if (intent === "pay") {
    if (details.state !== "awaiting_payment") return redirect(here);
    const quote = details.quote;
    if (!(quote.total > 0)) return data({ intent, error: CHECKOUT_MESSAGES.invalidTotal }, { status: 400 });
    const method = String(form.get("payment_method") ?? "venue");
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return data({ intent, error: serverT(request, "booking", "payChoiceMissing") }, { status: 400 });
    const paid = await client.post("/api/checkout/", {
      body: { appointment_id: id, amount: quote.total, coupon_code: quote.coupon_code, coupon_amount: quote.discount, payment_method: method as (typeof PAYMENT_METHODS)[number] },
      failure: CHECKOUT_MESSAGES.failed,
    });
    // Ended or paid meanwhile: the page says what the booking is now.
    if (!paid.ok && paid.status === 409) return redirect(here);
    if (!paid.ok) {
      const error = paid.status >= 500 ? CHECKOUT_MESSAGES.unexpected : paid.message;
      return data({ intent, error }, { status: paid.status });
    }
    forgetBooking(session, id);
    session.unset("cart");
    const next = paid.data.payment_state === "upi_pending" ? `/Payment?booking=${id}` : `/ThankYou?booking=${id}`;
    return redirect(next, { headers: await save() });
  }
  throw unknownRequest(request);
}

export default function ConfirmAppointment() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { intent: string; error?: string; result?: SubmissionResult<string[]> } | undefined;
  const navigation = useNavigation();
  const t = useT("booking");
  const said = useSaid();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const q = d.quote;
  return (
    <>
      <PageBanner title={t("titleConfirm")} />
      <Container>
        <BookingSteps current={2} />
        {d.state === "cancelled" ? (
          <BookingEnded id={d.id} endReason={d.endReason} message={d.endMessage} />
        ) : (
          <Layout>
            <div>
              <Details aria-label={t("yourAppointment")}>
                <div>
                  <dt>{t("factBooking")}</dt>
                  <dd>#{d.id}</dd>
                </div>
                <div>
                  <dt>{t("factProvider")}</dt>
                  <dd>{providerLabel(d.providerName, d.branch)}</dd>
                </div>
                <div>
                  <dt>{t("factAddress")}</dt>
                  <dd>{d.address}</dd>
                </div>
                <div>
                  <dt>{t("factDate")}</dt>
                  <dd>{d.date}</dd>
                </div>
                <div>
                  <dt>{t("factTime")}</dt>
                  <dd>{d.time}</dd>
                </div>
              </Details>
              <HoldNotice bookingId={d.id} secondsLeft={d.secondsLeft} until={d.until} />
              <CartLines lines={d.lines} />
              <BackRow>
                <Link to={`/Cart?booking=${d.id}`}>{t("backToCart")}</Link>
                <ButtonLink to={withParam(here, "cancel", "1")} preventScrollReset $variant="ghost">
                  {t("cancelBookingLink")}
                </ButtonLink>
              </BackRow>
            </div>
            <Summary aria-labelledby="totals-title">
              <h2 id="totals-title">{t("paymentSummary")}</h2>
              <CouponForm lastResult={result?.intent === "coupon" ? result.result : undefined} asked={d.couponAsked} code={q.coupon_code} apiError={q.coupon_error} />
              <Totals>
                <div>
                  <dt>{t("subtotal")}</dt>
                  <dd>{rupees(q.subtotal, locale)}</dd>
                </div>
                <div>
                  <dt>{t("cgst")}</dt>
                  <dd>{rupees(q.cgst, locale)}</dd>
                </div>
                <div>
                  <dt>{t("sgst")}</dt>
                  <dd>{rupees(q.sgst, locale)}</dd>
                </div>
                <div>
                  <dt>{t("discount")}</dt>
                  <dd>{q.discount > 0 ? `− ${rupees(q.discount, locale)}` : rupees(0, locale)}</dd>
                </div>
                <div>
                  <dt>{t("grandTotal")}</dt>
                  <dd>{rupees(q.grand_total, locale)}</dd>
                </div>
                <div className="total">
                  <dt>{t("totalPayable")}</dt>
                  <dd data-testid="total-payable">{rupees(q.total, locale)}</dd>
                </div>
              </Totals>
              {result?.intent === "pay" && result.error ? (
                <FormMessage $kind="error" role="alert">
                  {said(result.error)}
                </FormMessage>
              ) : null}
              <Form method="post">
                <PayChoice upiOffered={d.upiOffered} />
                <Button type="submit" name="intent" value="pay" $block disabled={paying}>
                  {paying ? t("processing") : t("confirmPay", { amount: rupees(q.total, locale) })}
                </Button>
              </Form>
              {d.lateFee !== null ? (
                <FormMessage $kind="info" data-testid="late-warning">
                  {t("termsLateBooking", { hours: FREE_CANCELLATION_HOURS, fee: rupees(d.lateFee, locale) })}
                </FormMessage>
              ) : d.terms ? (
                <CancelTermsNote terms={d.terms} />
              ) : null}
              <Small>{t("cancellationPolicy", { hours: FREE_CANCELLATION_HOURS })}</Small>
            </Summary>
          </Layout>
        )}
      </Container>
      {d.confirmCancel && d.state !== "cancelled" ? <ConfirmCancelDialog id={d.id} keepTo={withoutParam(here, "cancel")} /> : null}
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Details = styled(BookingFacts)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;
const BackRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
const Summary = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Totals = styled(SummaryRows)`
  margin: ${({ theme }) => theme.space(4)} 0;
  gap: 6px;
  dd {
    font-weight: 600;
  }
  .total {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
