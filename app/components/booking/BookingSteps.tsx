import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

const STEPS = ["stepCart", "stepDateTime", "stepCheckout"] as const;

/** The 3-step progress indicator: cart, date and time, checkout. */
export function BookingSteps({ current }: { current: 0 | 1 | 2 }) {
  const t = useT("booking");
  return (
    <Steps aria-label={t("steps")}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === current ? "step" : undefined} data-done={i < current || undefined}>
          <span>{i + 1}</span> {t(s)}
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  /* The steps' words run longer in Hindi and Malayalam: on a narrow phone they take two lines. */
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(6)} 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  span {
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 2px solid currentColor;
  }
  li[aria-current="step"] {
    color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current="step"] span {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  li[data-done] {
    color: ${({ theme }) => theme.colors.success};
  }
  ${({ theme }) => theme.media.small} {
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
