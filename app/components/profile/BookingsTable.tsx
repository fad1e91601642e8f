import { Form, Link } from "@remix-run/react";
import { styled } from "styled-components";
import { withParam } from "~/lib/format";

export type { Booking } from "../../../contract/schemas/bookings";
import type { Booking } from "../../../contract/schemas/bookings";

export function BookingsTable({ bookings, error, here }: { bookings: Booking[]; error: string | null; here: string }) {
  if (error) return <p role="alert">{error}</p>;
  if (bookings.length === 0) return <Empty>No bookings available.</Empty>;
  return (
    <Scroll role="region" aria-label="My Bookings" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {["Booking ID", "Date", "Time", "Branch", "Service", "Stylist", "Amount", "Status", "Action", "Reason"].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.appointment_id} data-testid="booking-row">
              <td>{b.appointment_id}</td>
              <td>{b.formatted_date}</td>
              <td>{b.formatted_time}</td>
              <td>{b.branch_name}</td>
              <td>
                <ul>
                  {b.services.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </td>
              <td>{b.stylist_name || "Not assigned"}</td>
              <td>Rs. {b.payment_amount}/-</td>
              <td>
                <Status $status={b.status_name}>{b.status_name}</Status>
              </td>
              <td>
                <Actions>
                  {b.status_name === "Completed" ? (
                    <>
                      {b.reviewed ? (
                        <Muted>Reviewed</Muted>
                      ) : (
                        <IconLink to={withParam(here, "review", String(b.appointment_id))} preventScrollReset aria-label={`Rate booking ${b.appointment_id}`} title="Rate Your Experience">
                          ★
                        </IconLink>
                      )}
                      <IconA
                        href={`/invoice/${b.appointment_id}`}
                        download={`invoice_${b.appointment_id}.pdf`}
                        aria-label={`Download invoice for booking ${b.appointment_id}`}
                        title="Download invoice"
                      >
                        ⤓
                      </IconA>
                    </>
                  ) : null}
                  {b.state === "awaiting_payment" ? (
                    <PayLink to={`/Cart?booking=${b.appointment_id}`} aria-label={`Pay for booking ${b.appointment_id}`}>
                      Pay
                    </PayLink>
                  ) : null}
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
              <td>{b.status_name === "Cancelled" ? b.reason || "N/A" : ""}</td>
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
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
