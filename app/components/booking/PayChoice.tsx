import { styled } from "styled-components";

export const PAY_CHOICE_MESSAGE = "Please choose how you will pay: UPI or at the venue.";

/**
 * How the customer will pay, chosen with the confirm button's form (plain radios: the same with
 * JavaScript off). UPI is offered only when the API can take it; it is then the first choice.
 */
export function PayChoice({ upiOffered }: { upiOffered: boolean }) {
  if (!upiOffered) {
    return (
      <>
        <input type="hidden" name="payment_method" value="venue" />
        <Note>You pay the professional at the venue, by UPI, card or cash.</Note>
      </>
    );
  }
  return (
    <Choices>
      <legend>How would you like to pay?</legend>
      <label>
        <input type="radio" name="payment_method" value="upi" defaultChecked />
        <strong>UPI now</strong>
        <small>Scan a QR code or open your UPI app on the next page.</small>
      </label>
      <label>
        <input type="radio" name="payment_method" value="venue" />
        <strong>Pay at the venue</strong>
        <small>Pay the professional at your appointment, by UPI, card or cash.</small>
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
