import { styled } from "styled-components";
import type { CancelTerms } from "~/lib/cancel-terms";
import { rupees } from "~/lib/format";
import { useLocale, useT } from "~/i18n/use-t";
import { deadlineText } from "../../../shared/deadline";

/** "Free cancellation until Mon 14 Dec, 1:30 PM" or "Cancelling now costs ₹167.40" (India's clock, the page's language). */
export function useCancelTermsText() {
  const t = useT("booking");
  const locale = useLocale();
  return (terms: CancelTerms) =>
    terms.kind === "freeUntil"
      ? t("termsFreeUntil", { deadline: deadlineText(terms.until, locale) })
      : terms.kind === "costsNow"
        ? t("termsCostsNow", { fee: rupees(terms.fee, locale) })
        : t("termsFreeNow");
}

export function CancelTermsNote({ terms, className }: { terms: CancelTerms; className?: string }) {
  const text = useCancelTermsText();
  return (
    <Note className={className} data-testid="cancel-terms" data-kind={terms.kind}>
      {text(terms)}
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &[data-kind="costsNow"] {
    color: ${({ theme }) => theme.colors.text};
  }
`;
