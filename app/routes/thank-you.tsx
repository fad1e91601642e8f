import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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
import { PAYMENT_STATE_LABEL } from "../../contract/payment";
import type { PaymentResponse } from "../../contract/schemas/payments";
import { AddToCalendar } from "~/components/booking/AddToCalendar";

export const meta: MetaFunction = () => [{ title: "Booking Success | Saaj" }];

/** The real, paid booking named in the URL; anyone else (no booking, not paid, not theirs) goes home. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, "/");
  const asked = new URL(request.url).searchParams.get("booking");
  if (!asked || !/^\d{1,10}$/.test(asked)) throw redirect("/");
  const client = api(context, request, token);
  const [details, payment] = await Promise.all([
    fetchDetails(client, Number(asked)),
    client.get<PaymentResponse>("/api/payment/", { query: { appointment_id: asked }, failure: "Failed to fetch appointment details" }),
  ]);
  if (!details.ok || !isPaid(details.data.state)) throw redirect("/");
  const d = details.data;
  return {
    id: d.appointment_id,
    provider: providerLabel(d.provider_name, d.branch_name),
    address: d.address,
    date: longDate(d.appointment_date),
    time: d.appointment_time,
    amount: d.payment?.total ?? d.quote.total,
    paymentState: payment.ok ? payment.data.data.state : null,
  };
}

export default function ThankYou() {
  const b = useLoaderData<typeof loader>();
  // The spec blocks Back after paying. No history tricks are needed: the checkout pages behind
  // this one send a paid booking here again (loadCheckout), with JavaScript and without.
  return (
    <>
      <PageBanner title="Booking Success" />
      <Section>
        <Container>
          <Card>
            <Tick aria-hidden="true">✓</Tick>
            <h2>Thank you! Your booking is confirmed.</h2>
            <p>
              Your booking ID is <strong>#{b.id}</strong>.
            </p>
            <Facts>
              <div>
                <dt>Provider</dt>
                <dd>{b.provider}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{b.date}</dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{b.time}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{b.address}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{rupees(b.amount)}</dd>
              </div>
              {b.paymentState ? (
                <div>
                  <dt>Payment</dt>
                  <dd data-testid="payment-state">{PAYMENT_STATE_LABEL[b.paymentState]}</dd>
                </div>
              ) : null}
            </Facts>
            <CalendarRow>
              <AddToCalendar bookingId={b.id} />
            </CalendarRow>
            <p>
              You can see it, reschedule or cancel it in <Link to="/MyProfile">My Profile</Link>.
            </p>
            <ButtonLink to="/" replace>
              Back to Home
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
