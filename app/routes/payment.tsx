import { unknownRequest } from "~/lib/http.server";
import { data, redirect, Form, Link, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { Button, ButtonLink } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { api } from "~/lib/api.server";
import { indiaClock } from "~/lib/dates";
import { readForm } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { rupees } from "~/lib/format";
import { upiQrSvg } from "~/lib/upi-qr.server";
import { usePoll } from "~/lib/use-poll";
import { BookingFacts } from "~/components/booking/BookingFacts";
import { messagesFor } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useLocale, useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.booking?.metaPayment ?? "Pay by UPI | Saaj" }];

/** How often the page asks whether the UPI payment has come in (seconds). */
const PAYMENT_POLL_SECONDS = 3;
const PAYMENT_FAILED = "We could not reach the payment service. Please try again.";

const bookingOf = (request: Request) => {
  const asked = new URL(request.url).searchParams.get("booking");
  if (!asked || !/^\d{1,10}$/.test(asked)) throw redirect("/MyProfile");
  return Number(asked);
};

/**
 * Waiting for a UPI payment: the QR code and the upi:// link of the booking's open request.
 * Without JavaScript the page refreshes itself; with it, it asks again every few seconds. Paid
 * (by the gateway's callback) or settled at the venue, it moves on to /ThankYou.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const id = bookingOf(request);
  const res = await api(context, request, token).get("/api/payment/", { query: { appointment_id: id }, failure: PAYMENT_FAILED });
  if (!res.ok) throw redirect("/MyProfile");
  const p = res.data.data;
  if (p.state !== "upi_pending" && !(p.method === "upi" && p.upi)) throw redirect(`/ThankYou?booking=${id}`);
  const pending = p.state === "upi_pending" && p.upi !== null;
  return {
    id,
    amount: p.amount,
    pending,
    upi: p.upi
      ? {
          url: p.upi.url,
          reference: p.upi.reference,
          payee: p.upi.payee_vpa,
          until: indiaClock(new Date(p.upi.expires_at), LOCALES[requestLanguage(request)]),
          qr: pending ? await upiQrSvg(p.upi.url) : null,
        }
      : null,
    noscriptRefresh: pending ? PAYMENT_POLL_SECONDS : undefined,
    ...messagesFor(request, "booking"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const id = bookingOf(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "venue" && intent !== "retry") throw unknownRequest(request);
  const res = await api(context, request, token).post(intent === "venue" ? "/api/payment/venue/" : "/api/payment/upi/", { body: { appointment_id: id }, failure: PAYMENT_FAILED });
  // Paid meanwhile (409): the page says so.
  if (!res.ok && res.status !== 409) return data({ error: res.message }, { status: res.status });
  return redirect(intent === "venue" ? `/ThankYou?booking=${id}` : `/Payment?booking=${id}`);
}

export default function Payment() {
  const d = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT("booking");
  const locale = useLocale();
  usePoll(PAYMENT_POLL_SECONDS, d.pending);
  const busy = navigation.state !== "idle";
  return (
    <>
      <PageBanner title={t("titlePayment")} />
      <Section>
        <Container>
          <Card>
            {d.pending && d.upi ? (
              <>
                <h2>{t("scanToPay", { amount: rupees(d.amount, locale) })}</h2>
                <p>{t("scanExplain", { id: d.id })}</p>
                <Qr role="img" aria-label={t("qrLabel", { amount: rupees(d.amount, locale), payee: d.upi.payee })} dangerouslySetInnerHTML={{ __html: d.upi.qr ?? "" }} />
                <ButtonLink to={d.upi.url} $block>
                  {t("openUpiApp")}
                </ButtonLink>
                <Facts>
                  <div>
                    <dt>{t("payTo")}</dt>
                    {/* A UPI address breaks before its "@" on a narrow phone, never inside a word. */}
                    <dd>{d.upi.payee.split("@").flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, `@${part}`]))}</dd>
                  </div>
                  <div>
                    <dt>{t("reference")}</dt>
                    <dd>{d.upi.reference}</dd>
                  </div>
                  <div>
                    <dt>{t("payBy")}</dt>
                    <dd>{d.upi.until}</dd>
                  </div>
                </Facts>
                <p>{t("payByNote")}</p>
                <Status role="status" aria-live="polite">
                  {t("upiWaiting")}
                </Status>
              </>
            ) : (
              <>
                <h2>{t("upiMissedTitle")}</h2>
                <FormMessage $kind="error" role="alert">
                  {t("upiMissed", { id: d.id, time: d.upi?.until ?? "", amount: rupees(d.amount, locale) })}
                </FormMessage>
                <Form method="post">
                  <Button type="submit" name="intent" value="retry" $block disabled={busy}>
                    {t("tryUpiAgain")}
                  </Button>
                </Form>
              </>
            )}
            <Form method="post">
              <Button type="submit" name="intent" value="venue" $variant="secondary" $block disabled={busy}>
                {t("payAtVenueInstead")}
              </Button>
            </Form>
            <p>
              <Link to="/MyProfile">{t("seeMyBookings")}</Link>
            </p>
          </Card>
        </Container>
      </Section>
    </>
  );
}

const Card = styled.div`
  max-width: 480px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
  }
`;
const Qr = styled.div`
  width: min(240px, 100%);
  aspect-ratio: 1;
  margin: 0 auto;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
const Facts = styled(BookingFacts)`
  text-align: left;
`;
const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
