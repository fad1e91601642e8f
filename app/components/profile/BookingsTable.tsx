import { Form, Link } from "@remix-run/react";
import { styled } from "styled-components";
import { groupedRupees, withParam } from "~/lib/format";
import { AddToCalendar } from "~/components/booking/AddToCalendar";

export type { Booking } from "../../../contract/schemas/bookings";
import type { Booking } from "../../../contract/schemas/bookings";
import { PAYMENT_STATE_LABEL } from "../../../contract/payment";

const COLUMNS = ["Booking ID", "Date", "Time", "Branch", "Service", "Stylist", "Amount", "Status", "Action", "Reason"];

/**
 * The spec's ten-column table from tablet width up; on phones each booking is a card (the same
 * markup, laid out by CSS), each value under its column's name, so nothing hides off-screen.
 */
export function BookingsTable({ bookings, error, here }: { bookings: Booking[]; error: string | null; here: string }) {
  if (error) return <p role="alert">{error}</p>;
  if (bookings.length === 0) return <Empty>No bookings available.</Empty>;
  return (
    <Scroll role="region" aria-label="My Bookings" tabIndex={0}>
      {/* Explicit roles: the phone layout restyles the table as cards, and some browsers drop table semantics with display. */}
      <Table role="table">
        <thead>
          <tr role="row">
            {COLUMNS.map((h) => (
              <th key={h} scope="col" role="columnheader">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.appointment_id} data-testid="booking-row" role="row">
              <td data-label="Booking ID">{b.appointment_id}</td>
              <td data-label="Date">{b.formatted_date}</td>
              <td data-label="Time">{b.formatted_time}</td>
              <td data-label="Branch">{b.branch_name}</td>
              <td data-label="Service">
                <ul>
                  {b.services.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </td>
              <td data-label="Stylist">{b.stylist_name || "Not assigned"}</td>
              <td data-label="Amount">
                Rs. {groupedRupees(b.payment_amount)}/-
                {b.payment_state && b.state !== "cancelled" ? <PaymentNote>{PAYMENT_STATE_LABEL[b.payment_state]}</PaymentNote> : null}
              </td>
              <td data-label="Status">
                <Status $status={b.status_name}>{b.status_name}</Status>
              </td>
              <td data-label="Action">
                <Actions>
                  {b.status_name === "Completed" ? (
                    b.reviewed ? (
                      <Muted>Reviewed</Muted>
                    ) : (
                      <IconLink to={withParam(here, "review", String(b.appointment_id))} preventScrollReset aria-label={`Rate booking ${b.appointment_id}`} title="Rate Your Experience">
                        ★
                      </IconLink>
                    )
                  ) : null}
                  {/* An invoice states what was paid: only a paid booking has one. */}
                  {(b.payment_state === "paid_upi" || b.payment_state === "paid_venue") && b.state !== "cancelled" ? (
                    <IconA href={`/invoice/${b.appointment_id}`} download={`invoice_${b.appointment_id}.pdf`} aria-label={`Download invoice for booking ${b.appointment_id}`} title="Download invoice">
                      ⤓
                    </IconA>
                  ) : null}
                  {b.payment_state === "upi_pending" && b.state !== "cancelled" ? (
                    <PayLink to={`/Payment?booking=${b.appointment_id}`} aria-label={`Pay booking ${b.appointment_id} by UPI`}>
                      Pay by UPI
                    </PayLink>
                  ) : null}
                  {b.state === "awaiting_payment" ? (
                    <PayLink to={`/Cart?booking=${b.appointment_id}`} aria-label={`Pay for booking ${b.appointment_id}`}>
                      Pay
                    </PayLink>
                  ) : null}
                  {b.state === "scheduled" ? <AddToCalendar bookingId={b.appointment_id} compact /> : null}
                  {b.cancel_fee_now !== null ? (
                    <SmallLink to={withParam(here, "cancel", String(b.appointment_id))} preventScrollReset aria-label={`Cancel booking ${b.appointment_id}`}>
                      Cancel
                    </SmallLink>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="appointmentId" value={b.appointment_id} />
                    <SmallButton type="submit" name="intent" value="reschedule" aria-label={`Reschedule booking ${b.appointment_id}`}>
                      Reschedule
                    </SmallButton>
                  </Form>
                </Actions>
              </td>
              <td data-label="Reason" data-empty={b.status_name === "Cancelled" ? undefined : ""}>
                {b.status_name === "Cancelled" ? b.reason || "N/A" : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
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
    td[data-label="Service"],
    td[data-label="Action"],
    td[data-label="Reason"] {
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

const icon = `display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; text-decoration: none; font-size: 1.1rem;`;
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
