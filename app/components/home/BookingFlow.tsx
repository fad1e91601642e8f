import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";

const STEPS = [
  { n: "01", title: "Search or Try a service", text: "Find bridal artists and salons near you, or try a look on your photo first." },
  { n: "02", title: "Schedule an appointment", text: "Pick a date and a time that suits you. Your provider confirms with a 4-digit code." },
  { n: "03", title: "Pay, track and receive", text: "See every rupee before you pay, with taxes shown. Track the booking in My Profile." },
  { n: "04", title: "Rate and review", text: "Tell other brides how it went. Honest reviews keep quality high." },
];

export function BookingFlow() {
  return (
    <Section aria-labelledby="flow-title">
      <Container>
        <SectionHeading id="flow-title">Bridal Beauty Service Booking Flow</SectionHeading>
        <Steps>
          {STEPS.map((s) => (
            <li key={s.n}>
              <Num aria-hidden="true">{s.n}</Num>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
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
