import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { Carousel } from "./Carousel";
import { SectionHeading } from "./SectionHeading";

const TESTIMONIALS = [
  { name: "Aparna", photo: "/images/demo/testimonial-1.svg", text: "My bridal makeup artist came home at 5 in the morning, on time, and the look stayed perfect through a long Kerala wedding day." },
  { name: "Fathima", photo: "/images/demo/testimonial-2.svg", text: "I booked a pre-bridal package for my sister. Clear prices, no surprises at the end, and the facials were lovely." },
  { name: "Riya", photo: "/images/demo/testimonial-3.svg", text: "Found a salon ten minutes from my office in Kochi. The code system made me feel safe about who was coming." },
  { name: "Divya", photo: "/images/demo/testimonial-4.svg", text: "The mehendi artist was patient with my nieces and the design was exactly what I showed her." },
  { name: "Sneha", photo: "/images/demo/testimonial-5.svg", text: "Rescheduled once because of a family function, free of charge as promised. Will book again." },
  { name: "Lakshmi", photo: "/images/demo/testimonial-6.svg", text: "Trying the look on my own photo first saved me from a colour I would have regretted!" },
];

export function Testimonials() {
  return (
    <Section aria-labelledby="feedback-title">
      <Container>
        <SectionHeading id="feedback-title">Our Customer Feedback</SectionHeading>
        <Carousel
          label="Customer feedback"
          defaultSlides={3}
          dots
          autoplayMs={5000}
          perView={[
            { maxWidth: 1536, slides: 3 },
            { maxWidth: 1280, slides: 2 },
            { maxWidth: 1024, slides: 1 },
          ]}
        >
          {TESTIMONIALS.map((t) => (
            <Quote key={t.name}>
              <img src={t.photo} alt="" width="64" height="64" loading="lazy" />
              <blockquote>{t.text}</blockquote>
              <figcaption>{t.name}</figcaption>
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
