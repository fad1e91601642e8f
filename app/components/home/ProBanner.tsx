import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { useLinks } from "~/lib/links";
import { useT } from "~/i18n/use-t";
import { pictureSources } from "~/lib/pictures";

/** The banner to the professionals' registration site (new tab): a desktop and a mobile image. */
export function ProBanner() {
  const t = useT("home");
  const links = useLinks();
  const mobile = pictureSources("/images/demo/pro-banner-mobile.svg", "100vw");
  return (
    <Section>
      <Container>
        <Banner href={links.professionalSignup} target="_blank" rel="noopener noreferrer">
          <picture>
            <source media="(max-width: 640px)" srcSet={mobile.srcSet} sizes={mobile.sizes} width="600" height="400" />
            <img {...pictureSources("/images/demo/pro-banner-desktop.svg", "(max-width: 1280px) 100vw, 1200px")} width="1200" height="300" loading="lazy" decoding="async" alt={t("proBannerAlt")} />
          </picture>
        </Banner>
      </Container>
    </Section>
  );
}

const Banner = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
