import { styled } from "styled-components";
import { SummaryRows } from "~/components/booking/BookingFacts";
import type { PricedLine } from "~/lib/cart";
import { rupees } from "~/lib/format";
import { useLocale, useT } from "~/i18n/use-t";

type Props = { providerName: string; dateLabel: string; times: string[]; lines: PricedLine[]; total: number };

/** /DateTime's summary of the booking being chosen: provider, date, the checked slot (by CSS, so without JavaScript too), lines and subtotal. */
export function PickSummary({ providerName, dateLabel, times, lines, total }: Props) {
  const t = useT("booking");
  const locale = useLocale();
  return (
    <Summary aria-labelledby="summary-title">
      <h2 id="summary-title">{t("yourBooking")}</h2>
      {providerName ? <p>{providerName}</p> : null}
      <Facts>
        <div>
          <dt>{t("factDate")}</dt>
          <dd>{dateLabel || t("chooseDate")}</dd>
        </div>
        <div>
          <dt>{t("factTime")}</dt>
          <dd data-testid="chosen-slot">
            <span className="none-chosen">{t("chooseTimeSlot")}</span>
            {times.map((time) => (
              <span key={time} data-slot-label={time}>
                {time}
              </span>
            ))}
          </dd>
        </div>
      </Facts>
      <ul>
        {lines.map((l) => (
          <li key={l.serviceId}>
            <span>
              {l.name} × {l.quantity}
            </span>
            <span>{rupees(l.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <p>
        <strong>{t("subtotalAmount", { amount: rupees(total, locale) })}</strong>
      </p>
      <Small>{t("gstNote")}</Small>
    </Summary>
  );
}

/** A slot's time as the API writes it ("9:30 AM"): nothing else may reach the style sheet. */
const SLOT_TIME = /^\d{1,2}:\d{2} [AP]M$/;

/**
 * One rule per slot: while its radio is checked (inside #booking-layout), the summary shows the
 * slot's label and the form its cancellation terms; without JavaScript too.
 */
export function slotLabelRules(times: string[]) {
  return times
    .filter((t) => SLOT_TIME.test(t))
    .map((t) => {
      const checked = `#booking-layout:has(input[name="slot"][value="${t}"]:checked)`;
      return `${checked} [data-slot-label="${t}"]{display:inline}${checked} [data-slot-terms="${t}"]{display:block}`;
    })
    .join("");
}

const Summary = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
`;
const Facts = styled(SummaryRows)`
  gap: 4px;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  dd {
    font-weight: 700;
    text-align: right;
  }
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: 0;
`;
