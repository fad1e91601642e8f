import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { Carousel } from "./Carousel";
import { SectionHeading } from "./SectionHeading";
import { useT } from "~/i18n/use-t";
import { pictureSources } from "~/lib/pictures";

const TESTIMONIALS = [
  { id: "aparna", name: "testimonialAparnaName", photo: "/images/demo/testimonial-1.svg", text: "testimonialAparnaText" },
  { id: "fathima", name: "testimonialFathimaName", photo: "/images/demo/testimonial-2.svg", text: "testimonialFathimaText" },
  { id: "riya", name: "testimonialRiyaName", photo: "/images/demo/testimonial-3.svg", text: "testimonialRiyaText" },
  { id: "divya", name: "testimonialDivyaName", photo: "/images/demo/testimonial-4.svg", text: "testimonialDivyaText" },
  { id: "sneha", name: "testimonialSnehaName", photo: "/images/demo/testimonial-5.svg", text: "testimonialSnehaText" },
  { id: "lakshmi", name: "testimonialLakshmiName", photo: "/images/demo/testimonial-6.svg", text: "testimonialLakshmiText" },
] as const;

export function Testimonials() {
  const t = useT("home");
  return (
    <Section aria-labelledby="feedback-title">
      <Container>
        <SectionHeading id="feedback-title">{t("feedbackTitle")}</SectionHeading>
        <Carousel
          label={t("feedbackLabel")}
          defaultSlides={3}
          dots
          autoplayMs={5000}
          perView={[
            { maxWidth: 1536, slides: 3 },
            { maxWidth: 1280, slides: 2 },
            { maxWidth: 1024, slides: 1 },
          ]}
        >
          {TESTIMONIALS.map((q) => (
            <Quote key={q.id}>
              <img {...pictureSources(q.photo, "64px")} alt="" width="64" height="64" loading="lazy" />
              <blockquote>{t(q.text)}</blockquote>
              <figcaption>{t(q.name)}</figcaption>
            </Quote>
          ))}
        </Carousel>
      </Container>
    </Section>
  );
}

const Quote = styled.figure`
  margin: 0 5px;
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    margin: 0 auto 12px;
    border-radius: 50%;
  }
  blockquote {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  figcaption {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
