import { styled } from "styled-components";

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(6)} 0;
  }
`;
