import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { styled } from "styled-components";
import { useSaid } from "~/i18n/use-t";

interface FieldProps {
  id: string;
  label: ReactNode;
  errors?: string[] | string | null;
  hint?: ReactNode;
  children?: ReactNode;
}

/** Label, control and error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ id, label, errors, hint, children }: FieldProps) {
  const said = useSaid();
  const list = errors ? (Array.isArray(errors) ? errors : [errors]) : [];
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {list.length ? (
        <ErrorText id={`${id}-error`} role="alert">
          {said(list[0])}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}

/** Props that connect a control to its Field's error text. */
export function described(id: string, errors?: string[] | string | null) {
  const has = Array.isArray(errors) ? errors.length > 0 : Boolean(errors);
  return { id, "aria-invalid": has || undefined, "aria-describedby": has ? `${id}-error` : undefined } as const;
}

const control = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid #8d7a81;
  background: #fff;
  color: inherit;
  &[aria-invalid="true"] { border-color: #B3261E; }
`;

export const Input = styled.input<InputHTMLAttributes<HTMLInputElement>>`
  ${control}
`;
export const Select = styled.select<SelectHTMLAttributes<HTMLSelectElement>>`
  ${control}
`;
export const TextArea = styled.textarea<TextareaHTMLAttributes<HTMLTextAreaElement>>`
  ${control} min-height: 110px;
  resize: vertical;
`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.error};
`;

/** A form-level message (success or failure) above or below a form. */
export const FormMessage = styled.p<{ $kind: "error" | "success" | "info" }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $kind }) => ($kind === "error" ? theme.colors.error : $kind === "success" ? theme.colors.success : theme.colors.info)};
  background: ${({ theme, $kind }) => ($kind === "error" ? theme.colors.errorSoft : $kind === "success" ? theme.colors.successSoft : theme.colors.homeSoft)};
`;
