import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { useLocale, useT } from "~/i18n/use-t";
import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT, FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { useCancelTermsText } from "./CancelTermsNote";
import type { PickDay } from "./SlotPicker";

/**
 * The chosen slot's cancellation terms, before Confirm (issue 27, item 2): free until 3 hours before
 * it, or, for a slot already that close, a warning of the fee. One line per bookable slot, shown
 * by the page's style rule while its radio is checked (slotLabelRules), so it works without JavaScript.
 */
export function SlotTerms({ slots }: { slots: PickDay["slots"] }) {
  const t = useT("booking");
  const locale = useLocale();
  const text = useCancelTermsText();
  const late = t("termsLateSlot", { hours: FREE_CANCELLATION_HOURS, percent: CANCELLATION_FEE_PERCENT, max: rupees(CANCELLATION_FEE_MAX, locale) });
  return (
    <>
      {slots
        .filter((s) => !s.past && !s.full && s.freeUntil)
        .map((s) => (
          <Line key={s.time} data-slot-terms={s.time} data-late={s.late || undefined} data-testid="slot-terms">
            {s.late ? late : text({ kind: "freeUntil", until: s.freeUntil! })}
          </Line>
        ))}
    </>
  );
}

const Line = styled.p`
  display: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  &[data-late] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.goldSoft};
  }
`;
