import { styled } from "styled-components";

/**
 * The console's white cards: a page's section (`Panel`), a confirm or edit step (`StepCard`), and
 * the step's buttons and way back (`StepButtons`). Pages add what is their own with styled(…).
 */
const card = `
  background: #fff;
  overflow-wrap: anywhere;
`;

export const Panel = styled.section`
  ${card}
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const StepCard = styled.div`
  ${card}
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  h1,
  h2 {
    margin-top: 0;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const StepButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;
