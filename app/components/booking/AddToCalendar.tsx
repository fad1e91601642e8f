import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/**
 * Add a booking to the customer's calendar: an .ics file (the phone's calendar app) and Google
 * Calendar, under a visible "Add to calendar" so neither link has to say it. Plain links, so they
 * work without JavaScript; the server checks the booking is theirs (by the login, or by the
 * booking link's token when `links` are the link's own).
 */
export function AddToCalendar({ bookingId, links }: { bookingId: number; links?: { ics: string; google: string } }) {
  const t = useT("booking");
  const { ics, google } = links ?? { ics: `/calendar/${bookingId}.ics`, google: `/calendar/${bookingId}/google` };
  return (
    <Links>
      <Lead>{t("addToCalendar")}:</Lead>
      <CalendarLink href={ics} download={`saaj-booking-${bookingId}.ics`} aria-label={t("icsLabel", { id: bookingId })}>
        {t("calendarApp")}
      </CalendarLink>
      <CalendarLink href={google} target="_blank" rel="noopener noreferrer" aria-label={t("googleLabel", { id: bookingId })}>
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
