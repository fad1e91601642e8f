import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useT } from "~/i18n/use-t";

const STEPS = [
  { n: "01", title: "flowSearchTitle", text: "flowSearchText" },
  { n: "02", title: "flowScheduleTitle", text: "flowScheduleText" },
  { n: "03", title: "flowPayTitle", text: "flowPayText" },
  { n: "04", title: "flowRateTitle", text: "flowRateText" },
] as const;

export function BookingFlow() {
  const t = useT("home");
  return (
    <Section aria-labelledby="flow-title">
      <Container>
        <SectionHeading id="flow-title">{t("flowTitle")}</SectionHeading>
        <Steps>
          {STEPS.map((s) => (
            <li key={s.n}>
              <Num aria-hidden="true">{s.n}</Num>
              <h3>{t(s.title)}</h3>
              <p>{t(s.text)}</p>
            </li>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Num = styled.span`
  display: block;
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;
