import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/**
 * Add a booking to the customer's calendar: an .ics file (the phone's calendar app) and Google
 * Calendar, under a visible "Add to calendar" so neither link has to say it. Plain links, so they
 * work without JavaScript; the server checks the booking is theirs.
 */
export function AddToCalendar({ bookingId }: { bookingId: number }) {
  const t = useT("booking");
  return (
    <Links>
      <Lead>{t("addToCalendar")}:</Lead>
      <CalendarLink href={`/calendar/${bookingId}.ics`} download={`saaj-booking-${bookingId}.ics`} aria-label={t("icsLabel", { id: bookingId })}>
        {t("calendarApp")}
      </CalendarLink>
      <CalendarLink href={`/calendar/${bookingId}/google`} target="_blank" rel="noopener noreferrer" aria-label={t("googleLabel", { id: bookingId })}>
        {t("googleCalendar")}
      </CalendarLink>
    </Links>
  );
}

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;
const Lead = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
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
