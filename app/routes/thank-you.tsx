import { redirect, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { styled } from "styled-components";
import { BookingFacts } from "~/components/booking/BookingFacts";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { api } from "~/lib/api.server";
import { fetchDetails, isPaid } from "~/lib/booking.server";
import { longDate } from "~/lib/dates";
import { requireUser } from "~/lib/session.server";
import { providerLabel, rupees } from "~/lib/format";
import { PAYMENT_STATE_KEY } from "~/components/booking/payment-state";
import { AddToCalendar } from "~/components/booking/AddToCalendar";
import { messagesFor } from "~/i18n/i18n.server";
import { cancelTerms } from "~/lib/cancel-terms";
import { CancelTermsNote } from "~/components/booking/CancelTermsNote";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useLocale, useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.booking?.metaThankYou ?? "Booking Success | Saaj" }];

/** The real, paid booking named in the URL; anyone else (no booking, not paid, not theirs) goes home. */

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const asked = new URL(request.url).searchParams.get("booking");
  if (!asked || !/^\d{1,10}$/.test(asked)) throw redirect("/");
  const client = api(context, request, token);
  const [details, payment] = await Promise.all([
    fetchDetails(client, Number(asked)),
    client.get("/api/payment/", { query: { appointment_id: asked }, failure: "Failed to fetch appointment details" }),
  ]);
  if (!details.ok || !isPaid(details.data.state)) throw redirect("/");
  const d = details.data;
  return {
    id: d.appointment_id,
    provider: providerLabel(d.provider_name, d.branch_name),
    address: d.address,
    date: longDate(d.appointment_date, "short", LOCALES[requestLanguage(request)]),
    time: d.appointment_time,
    amount: d.payment?.total ?? d.quote.total,
    paymentState: payment.ok ? payment.data.data.state : null,
    terms: cancelTerms(d, Date.now()),
    ...messagesFor(request, "booking"),
  };
}

export default function ThankYou() {
  const b = useLoaderData<typeof loader>();
  const t = useT("booking");
  const common = useT("common");
  const locale = useLocale();
  const [idBefore, idAfter] = t("bookingId").split("{id}");
  const [profileBefore, profileAfter] = t("seeInProfile").split("{link}");
  // The spec blocks Back after paying. No history tricks are needed: the checkout pages behind
  // this one send a paid booking here again (loadCheckout), with JavaScript and without.
  return (
    <>
      <PageBanner title={t("titleThankYou")} />
      <Section>
        <Container>
          <Card>
            <Tick aria-hidden="true">✓</Tick>
            <h2>{t("thanks")}</h2>
            <p>
              {idBefore}
              <strong>#{b.id}</strong>
              {idAfter}
            </p>
            <Facts>
              <div>
                <dt>{t("factProvider")}</dt>
                <dd>{b.provider}</dd>
              </div>
              <div>
                <dt>{t("factDate")}</dt>
                <dd>{b.date}</dd>
              </div>
              <div>
                <dt>{t("factTime")}</dt>
                <dd>{b.time}</dd>
              </div>
              <div>
                <dt>{t("factAddress")}</dt>
                <dd>{b.address}</dd>
              </div>
              <div>
                <dt>{t("factAmount")}</dt>
                <dd>{rupees(b.amount, locale)}</dd>
              </div>
              {b.paymentState ? (
                <div>
                  <dt>{t("factPayment")}</dt>
                  <dd data-testid="payment-state">{t(PAYMENT_STATE_KEY[b.paymentState])}</dd>
                </div>
              ) : null}
            </Facts>
            {b.terms ? <CancelTermsNote terms={b.terms} /> : null}
            <CalendarRow>
              <AddToCalendar bookingId={b.id} />
            </CalendarRow>
            <p>
              {profileBefore}
              <Link to="/MyProfile">{common("myProfile")}</Link>
              {profileAfter}
            </p>
            <ButtonLink to="/" replace>
              {common("backToHome")}
            </ButtonLink>
          </Card>
        </Container>
      </Section>
    </>
  );
}

const Card = styled.div`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(8)};
`;
const CalendarRow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;
const Facts = styled(BookingFacts)`
  text-align: left;
  margin: ${({ theme }) => theme.space(4)} 0;
`;
const Tick = styled.div`
  width: 72px;
  height: 72px;
  margin: 0 auto;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 2.25rem;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
