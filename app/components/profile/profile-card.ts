import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { styled } from "styled-components";

/** What an action answers a profile form with. */
export interface Result {
  /** Conform's reply to the posted form. */
  result?: SubmissionResult<string[]>;
  /** A failed resend: no form's fault. */
  message?: string;
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Card = styled(Form)`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;
