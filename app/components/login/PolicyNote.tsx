import { Link } from "@remix-run/react";
import { styled } from "styled-components";
import { POLICY_TEXT } from "./constants";

/** The cancellation rule, repeated under the login forms. */
export function PolicyNote() {
  return (
    <Note>
      {POLICY_TEXT} <Link to="/TermsAndConditons">Learn More</Link>
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
