import type { ReactNode } from "react";
import { styled } from "styled-components";

/** The coloured title band at the top of each inner page. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Band>
      <h1>{title}</h1>
      {children}
    </Band>
  );
}

const Band = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: #fff;
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
    h1 {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;
