import { styled } from "styled-components";

/**
 * Add a booking to the customer's calendar: an .ics file (any calendar app) and Google Calendar.
 * Plain links, so they work without JavaScript; the server checks the booking is theirs.
 */
export function AddToCalendar({ bookingId, compact = false }: { bookingId: number; compact?: boolean }) {
  return (
    <Links>
      <CalendarLink href={`/calendar/${bookingId}.ics`} download={`saaj-booking-${bookingId}.ics`} aria-label={`Add booking ${bookingId} to your calendar (.ics file)`}>
        {compact ? "Calendar" : "Add to calendar"}
      </CalendarLink>
      <CalendarLink href={`/calendar/${bookingId}/google`} target="_blank" rel="noopener noreferrer" aria-label={`Add booking ${bookingId} to Google Calendar (opens in a new tab)`}>
        Google Calendar
      </CalendarLink>
    </Links>
  );
}

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;
const CalendarLink = styled.a`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  background: #fff;
  text-decoration: none;
  font-weight: 600;
`;
