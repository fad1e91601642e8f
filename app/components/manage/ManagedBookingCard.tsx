import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { BookingFacts, ButtonRow } from "../booking/BookingFacts";
import { AddToCalendar } from "../booking/AddToCalendar";
import { CancelTermsNote } from "../booking/CancelTermsNote";
import { PAYMENT_STATE_KEY } from "../booking/payment-state";
import { Button, ButtonLink } from "../ui/Button";
import { NoShowReport } from "./NoShowReport";
import type { CancelTerms } from "~/lib/cancel-terms";
import { rupees } from "~/lib/format";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import type { AppointmentState } from "../../../contract/booking";
import type { PaymentState } from "../../../contract/payment";

/** The link's booking as the page shows it (the loader's words: dates in the visitor's language). */
export interface ManagedView {
  id: number;
  provider: string;
  address: string;
  directionsUrl: string;
  date: string;
  time: string;
  state: AppointmentState;
  cancellationMessage: string | null;
  services: { id: number; name: string; quantity: number; lineTotal: number }[];
  total: number;
  paymentState: PaymentState | null;
  phone: string;
  codeSent: boolean;
  invoice: boolean;
  /** What goes back after the provider let the customer down; `done` once the gateway took it. */
  refund: { amount: number; done: boolean } | null;
  canReportNoShow: boolean;
}

const STATE_KEY = {
  requested: "stateRequested",
  accepted: "stateAccepted",
  awaiting_payment: "stateAwaitingPayment",
  scheduled: "stateScheduled",
  in_progress: "stateInProgress",
  cancelled: "stateCancelled",
  completed: "stateCompleted",
} as const satisfies Record<AppointmentState, string>;
/** Bookings a calendar entry is offered for: confirmed and still to come, or under way. */
const ON_CALENDAR = new Set<AppointmentState>(["scheduled", "in_progress"]);

/** One booking opened from its link: its facts, its terms, and what can be done with it. */
export function ManagedBookingCard({ b, terms, path, askingNoShow }: { b: ManagedView; terms: CancelTerms | null; path: string; askingNoShow: boolean }) {
  const t = useT("manage");
  const booking = useT("booking");
  const profile = useT("profile");
  const said = useSaid();
  const locale = useLocale();
  return (
    <Card aria-labelledby="managed-title">
      <Head>
        <h2 id="managed-title">{t("bookingNumber", { id: b.id })}</h2>
        <State data-testid="managed-state" data-state={b.state}>
          {t(STATE_KEY[b.state])}
        </State>
      </Head>
      {b.cancellationMessage ? <p>{said(b.cancellationMessage)}</p> : null}
      <BookingFacts>
        <div>
          <dt>{booking("factProvider")}</dt>
          <dd>{b.provider}</dd>
        </div>
        <div>
          <dt>{booking("factDate")}</dt>
          <dd>{b.date}</dd>
        </div>
        <div>
          <dt>{booking("factTime")}</dt>
          <dd>{b.time}</dd>
        </div>
        <div>
          <dt>{booking("factAddress")}</dt>
          <dd>
            {b.address}{" "}
            <a href={b.directionsUrl} target="_blank" rel="noopener noreferrer" aria-label={t("directionsLabel", { provider: b.provider })}>
              {t("directions")}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t("factPhone")}</dt>
          <dd data-testid="managed-phone">{b.phone}</dd>
        </div>
      </BookingFacts>
      {b.codeSent ? <Note data-testid="code-sent">{t("codeSent", { phone: b.phone })}</Note> : null}
      <h3>{t("factServices")}</h3>
      <Lines>
        {b.services.map((s) => (
          <li key={s.id}>
            <span>
              {s.name} {s.quantity > 1 ? t("quantity", { quantity: s.quantity }) : null}
            </span>
            <span>{rupees(s.lineTotal, locale)}</span>
          </li>
        ))}
        <Total>
          <span>{t("factTotal")}</span>
          <span data-testid="managed-total">{rupees(b.total, locale)}</span>
        </Total>
      </Lines>
      <p>
        {booking("factPayment")}: <strong data-testid="payment-state">{b.paymentState ? booking(PAYMENT_STATE_KEY[b.paymentState]) : t("notPaid")}</strong>
      </p>
      {b.refund ? <Note data-testid="managed-refund">{profile(b.refund.done ? "paymentRefunded" : "paymentRefunding", { amount: rupees(b.refund.amount, locale) })}</Note> : null}
      {terms ? <CancelTermsNote terms={terms} /> : null}
      {b.canReportNoShow ? <NoShowReport path={path} asking={askingNoShow} /> : null}
      {ON_CALENDAR.has(b.state) ? (
        <p>
          <AddToCalendar bookingId={b.id} links={{ ics: `${path}/calendar.ics`, google: `${path}/google` }} />
        </p>
      ) : null}
      {b.invoice ? (
        <p>
          <a href={`${path}/invoice`} download={`invoice_${b.id}.pdf`} aria-label={t("invoiceLabel", { id: b.id })}>
            {t("invoice")}
          </a>
        </p>
      ) : null}
      <Form method="post" action={path}>
        <ButtonRow>
          {terms ? (
            <Button type="submit" name="intent" value="reschedule" $variant="secondary">
              {profile("reschedule")}
            </Button>
          ) : null}
          {b.state === "completed" ? (
            <Button type="submit" name="intent" value="book-again">
              {profile("bookAgain")}
            </Button>
          ) : null}
          {terms ? (
            <ButtonLink to={`${path}?cancel=1`} preventScrollReset $variant="danger">
              {t("cancelBooking")}
            </ButtonLink>
          ) : null}
        </ButtonRow>
      </Form>
      {terms || b.state === "completed" ? <Small>{t("rescheduleNote")}</Small> : null}
      <Small>
        {t("keepNote")} <Link to="/MyProfile">{profile("myBookings")}</Link>
      </Small>
    </Card>
  );
}

const Card = styled.section`
  max-width: 560px;
  margin: 0 auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  overflow-wrap: break-word;
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
  }
`;
const State = styled.span`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  &[data-state="cancelled"] {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.error};
  }
  &[data-state="scheduled"],
  &[data-state="completed"] {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
  }
  li > span:first-child {
    min-width: 0;
  }
`;
const Total = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
