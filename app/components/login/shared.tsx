import { useEffect, type RefObject } from "react";
import { styled } from "styled-components";
import type { LoginResult } from "./constants";

/**
 * With JavaScript, moves focus to the first box marked invalid. Conform focuses a field by its
 * name; the code's own error ('otp', no such field) marks all four boxes, so this finds the first.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: LoginResult | undefined) {
  useEffect(() => {
    const errors = result?.result?.error;
    if (!errors || Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, result]);
}

/** Hidden fields every login form carries: which form, where it was, and whether it is a popup. */
export function Hidden({ intent, from, redirectTo }: { intent: LoginResult["intent"]; from: LoginResult["from"]; redirectTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );
}

export const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Aside = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
