import { Link } from "react-router";
import { styled } from "styled-components";

/** A tab that is a link (?tab=…): outlined, filled when it is the current one (aria-current="page"). */
export const PillTab = styled(Link)`
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  text-decoration: none;
  font-weight: 700;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;
