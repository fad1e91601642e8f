import { styled } from "styled-components";

export const SectionHeading = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2rem);
  color: ${({ theme }) => theme.colors.primaryDark};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;
