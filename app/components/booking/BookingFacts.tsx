import { styled } from "styled-components";

/** A booking's facts (provider, date, time, address, amount) as label–value rows. */
export const BookingFacts = styled.dl`
  display: grid;
  gap: 6px;
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    gap: 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: break-word;
  }
`;

/** A summary's label–value rows, each value at the end of its line; each summary sets its spacing and weight. */
export const SummaryRows = styled.dl`
  display: grid;
  div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  dd {
    margin: 0;
  }
`;

/** A white card on the booking pages that asks or tells one thing, with its buttons in a row. */
export const NoticeCard = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(12)};
  h2 {
    margin-top: 0;
  }
`;
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
