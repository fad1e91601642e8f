import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/**
 * How the customer will pay, chosen with the confirm button's form (plain radios: the same with
 * JavaScript off). UPI is offered only when the API can take it; it is then the first choice.
 */
export function PayChoice({ upiOffered }: { upiOffered: boolean }) {
  const t = useT("booking");
  if (!upiOffered) {
    return (
      <>
        <input type="hidden" name="payment_method" value="venue" />
        <Note>{t("payAtVenueOnly")}</Note>
      </>
    );
  }
  return (
    <Choices>
      <legend>{t("payHow")}</legend>
      <label>
        <input type="radio" name="payment_method" value="upi" defaultChecked />
        <strong>{t("payUpi")}</strong>
        <small>{t("payUpiHint")}</small>
      </label>
      <label>
        <input type="radio" name="payment_method" value="venue" />
        <strong>{t("payVenue")}</strong>
        <small>{t("payVenueHint")}</small>
      </label>
    </Choices>
  );
}

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(2)};
    row-gap: 2px;
    align-items: start;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    grid-row: span 2;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;
