import { css, styled } from "styled-components";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "success" | "danger";

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  transition: background 0.15s ease;
  ${({ theme, $variant = "primary" }) => {
    const c = theme.colors;
    switch ($variant) {
      case "secondary":
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
        `;
      case "ghost":
        return css`
          background: transparent;
          color: ${c.primary};
        `;
      case "success":
        return css`
          background: ${c.success};
          color: #fff;
        `;
      case "danger":
        return css`
          background: ${c.error};
          color: #fff;
        `;
      default:
        return css`
          background: ${c.primary};
          color: #fff;
          &:hover {
            background: ${c.primaryDark};
          }
        `;
    }
  }}
  &:disabled, &[aria-disabled="true"] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;
