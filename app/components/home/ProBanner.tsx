import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { PROFESSIONAL_SIGNUP_URL } from "~/lib/links";

/** The banner to the professionals' registration site (new tab); one design that reflows on phones. */
export function ProBanner() {
  return (
    <Section>
      <Container>
        <Banner href={PROFESSIONAL_SIGNUP_URL} target="_blank" rel="noopener noreferrer">
          <strong>Are you a beautician, stylist or makeup artist?</strong>
          <span>Join Saaj as a professional and get bookings from customers near you. Register on our partner site.</span>
        </Banner>
      </Container>
    </Section>
  );
}

const Banner = styled.a`
  display: grid; gap: 8px; padding: ${({ theme }) => theme.space(10)}; border-radius: ${({ theme }) => theme.radius.lg};
  color: #fff; text-decoration: none; background: linear-gradient(120deg, #5a3c00, ${({ theme }) => theme.colors.primary});
  strong { font-size: clamp(1.25rem, 3vw, 1.75rem); }
  ${({ theme }) => theme.media.small} { padding: ${({ theme }) => theme.space(6)}; }
`;
