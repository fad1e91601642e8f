import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { groupedRupees, rupees, withParam } from "~/lib/format";
import { AddToCalendar } from "~/components/booking/AddToCalendar";
import { CancelTermsNote } from "~/components/booking/CancelTermsNote";
import { cancelTerms } from "~/lib/cancel-terms";

export type { Booking } from "../../../contract/schemas/bookings";
import type { Booking } from "../../../contract/schemas/bookings";
import type { PaymentState } from "../../../contract/payment";
import { CANCEL_REASONS } from "~/schemas/constants";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import { apiDateIn } from "~/lib/dates";

/** The columns' headings, in the spec's order. The phone layout's CSS picks columns by position. */
const COLUMNS = ["colBookingId", "colDate", "colTime", "colBranch", "colService", "colStylist", "colAmount", "colStatus", "colAction", "colReason"] as const;

/** The words for each payment state (contract/payment.ts PAYMENT_STATE_LABEL, in the page's language). */
const PAYMENT_KEYS = { upi_pending: "paymentUpiPending", paid_upi: "paymentPaidUpi", venue_due: "paymentVenueDue", paid_venue: "paymentPaidVenue" } as const satisfies Record<PaymentState, string>;

const isPaid = (state: PaymentState | null) => state === "paid_upi" || state === "paid_venue";

/**
 * What became of the amount beside it: a cancelled booking was either never charged or is owed a
 * refund (less any late-cancellation fee, which is only ever kept from money paid); an open one's
 * payment state, or not paid yet before checkout.
 */
function paymentKey(b: Pick<Booking, "state" | "payment_state">) {
  if (b.state === "cancelled") return isPaid(b.payment_state) ? "paymentRefundDue" : "paymentNotCharged";
  return b.payment_state ? PAYMENT_KEYS[b.payment_state] : "paymentNotPaidYet";
}

const STATUS_KEYS = { Pending: "statusPending", Schedule: "statusSchedule", Inprogress: "statusInprogress", Cancelled: "statusCancelled", Completed: "statusCompleted" } as const satisfies Record<
  Booking["status_name"],
  string
>;

/** The customer's reasons, as the cancel dialog offers them (the form sends the English value). */
export const REASON_KEYS = {
  "Personal Reasons": "reasonPersonal",
  "Scheduling Conflict": "reasonScheduling",
  Emergency: "reasonEmergency",
  Other: "reasonOther",
} as const satisfies Record<(typeof CANCEL_REASONS)[number], string>;

const isCancelReason = (reason: string): reason is keyof typeof REASON_KEYS => reason in REASON_KEYS;

/**
 * The spec's ten-column table from tablet width up; on phones each booking is a card (the same
 * markup, laid out by CSS), each value under its column's name, so nothing hides off-screen.
 */
export function BookingsTable({ bookings, error, here, now }: { bookings: Booking[]; error: string | null; here: string; now: number }) {
  const t = useT("profile");
  const said = useSaid();
  const locale = useLocale();
  if (error) return <p role="alert">{said(error)}</p>;
  if (bookings.length === 0) return <Empty>{t("noBookings")}</Empty>;
  const label = Object.fromEntries(COLUMNS.map((key) => [key, t(key)])) as Record<(typeof COLUMNS)[number], string>;
  // The API's reason: a customer's reason from the list, else the provider's words or the API's message.
  const reasonText = (reason: string | null) => (!reason ? t("notApplicable") : isCancelReason(reason) ? t(REASON_KEYS[reason]) : said(reason));
  return (
    <Scroll role="region" aria-label={t("myBookings")} tabIndex={0}>
      {/* Explicit roles: the phone layout restyles the table as cards, and some browsers drop table semantics with display. */}
      <Table role="table">
        <thead>
          <tr role="row">
            {COLUMNS.map((key) => (
              <th key={key} scope="col" role="columnheader">
                {label[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.appointment_id} data-testid="booking-row" role="row">
              <td data-label={label.colBookingId}>{b.appointment_id}</td>
              <td data-label={label.colDate}>{locale === "en-IN" ? b.formatted_date : apiDateIn(b.formatted_date, locale)}</td>
              <td data-label={label.colTime}>{b.formatted_time}</td>
              <td data-label={label.colBranch}>{b.branch_name}</td>
              <td data-label={label.colService}>
                <ul>
                  {b.services.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </td>
              <td data-label={label.colStylist}>{!b.stylist_name || b.stylist_name === "Not assigned" ? t("notAssigned") : b.stylist_name}</td>
              <td data-label={label.colAmount}>
                <span>{t("amount", { amount: groupedRupees(b.payment_amount, locale) })}</span>
                <PaymentNote>{b.refund ? t(b.refund.refunded_at ? "paymentRefunded" : "paymentRefunding", { amount: rupees(b.refund.amount, locale) }) : t(paymentKey(b))}</PaymentNote>
              </td>
              <td data-label={label.colStatus}>
                <Status $status={b.status_name}>{STATUS_KEYS[b.status_name] ? t(STATUS_KEYS[b.status_name]) : b.status_name}</Status>
                <Terms b={b} now={now} />
              </td>
              <td data-label={label.colAction}>
                <Actions>
                  {b.status_name === "Completed" ? (
                    b.reviewed ? (
                      <Muted>{t("reviewed")}</Muted>
                    ) : (
                      <IconLink to={withParam(here, "review", String(b.appointment_id))} preventScrollReset aria-label={t("rateBooking", { id: b.appointment_id })} title={t("rateTitle")}>
                        <span aria-hidden="true">★</span> {t("rate")}
                      </IconLink>
                    )
                  ) : null}
                  {/* An invoice states what was paid: only a paid booking has one. */}
                  {isPaid(b.payment_state) && b.state !== "cancelled" ? (
                    <IconA
                      href={`/invoice/${b.appointment_id}`}
                      download={`invoice_${b.appointment_id}.pdf`}
                      aria-label={t("downloadInvoiceFor", { id: b.appointment_id })}
                      title={t("downloadInvoice")}
                    >
                      <span aria-hidden="true">⤓</span> {t("invoice")}
                    </IconA>
                  ) : null}
                  {b.payment_state === "upi_pending" && b.state !== "cancelled" ? (
                    <PayLink to={`/Payment?booking=${b.appointment_id}`} aria-label={t("payUpiFor", { id: b.appointment_id })}>
                      {t("payUpi")}
                    </PayLink>
                  ) : null}
                  {b.state === "awaiting_payment" ? (
                    <PayLink to={`/Cart?booking=${b.appointment_id}`} aria-label={t("payFor", { id: b.appointment_id })}>
                      {t("pay")}
                    </PayLink>
                  ) : null}
                  {b.state === "scheduled" ? <AddToCalendar bookingId={b.appointment_id} /> : null}
                  {b.cancel_fee_now !== null ? (
                    <SmallLink to={withParam(here, "cancel", String(b.appointment_id))} preventScrollReset aria-label={t("cancelFor", { id: b.appointment_id })}>
                      {t("cancel")}
                    </SmallLink>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="appointmentId" value={b.appointment_id} />
                    {b.status_name === "Completed" ? (
                      <SmallButton type="submit" name="intent" value="book-again" aria-label={t("bookAgainFor", { id: b.appointment_id })}>
                        {t("bookAgain")}
                      </SmallButton>
                    ) : null}
                    <SmallButton type="submit" name="intent" value="reschedule" aria-label={t("rescheduleFor", { id: b.appointment_id })}>
                      {t("reschedule")}
                    </SmallButton>
                  </Form>
                </Actions>
              </td>
              <td data-label={label.colReason} data-empty={b.status_name === "Cancelled" ? undefined : ""}>
                {b.status_name === "Cancelled" ? reasonText(b.reason) : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** A booking that can still be cancelled says what that costs (issue 27, item 2). */
function Terms({ b, now }: { b: Booking; now: number }) {
  const terms = cancelTerms(b, now);
  return terms ? <CancelTermsNote terms={terms} /> : null;
}

const Scroll = styled.div`
  overflow-x: auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ theme }) => theme.media.belowMedium} {
    overflow: visible;
    background: none;
    box-shadow: none;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 960px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ul {
    margin: 0;
    padding-left: 16px;
  }
  /* Phones: each row a card (after the table rules above, so these win). */
  ${({ theme }) => theme.media.belowMedium} {
    min-width: 0;
    display: block;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(4)};
      background: #fff;
      border-radius: ${({ theme }) => theme.radius.lg};
      box-shadow: ${({ theme }) => theme.shadow};
    }
    td {
      display: block;
      padding: 0;
      border: 0;
      min-width: 0;
    }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.size.xs};
      font-weight: 700;
      color: ${({ theme }) => theme.colors.muted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    /* Service, Action and Reason (by position: the labels are in the page's language). */
    td:nth-child(5),
    td:nth-child(9),
    td:nth-child(10) {
      grid-column: 1 / -1;
    }
    td[data-empty] {
      display: none;
    }
  }
`;

const Status = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: #fff;
  font-weight: 700;
  background: ${({ theme, $status }) => theme.status[$status as keyof typeof theme.status] ?? theme.status.other};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

/** An icon the spec names, with its word beside it (an icon alone leaves a sighted customer guessing). */
const icon = `display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 6px 12px; border-radius: 999px; text-decoration: none; font-weight: 600;`;
const IconLink = styled(Link)`
  ${icon} background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.gold};
`;
const IconA = styled.a`
  ${icon} background: ${({ theme }) => theme.colors.homeSoft};
  color: ${({ theme }) => theme.colors.home};
`;
const SmallLink = styled(Link)`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  text-decoration: none;
  font-weight: 600;
`;
const PayLink = styled(Link)`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
`;
const SmallButton = styled.button`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
`;
const PaymentNote = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
