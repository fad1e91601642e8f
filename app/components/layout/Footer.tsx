import { Link } from "react-router";
import { styled } from "styled-components";
import { useRootData } from "~/lib/root-data";
import { NewsletterForm } from "./NewsletterForm";

import { useLinks } from "~/lib/links";
import { useT } from "~/i18n/use-t";
import { LanguageButtons } from "./LanguageSwitcher";

export function Footer() {
  const links = useLinks();
  const t = useT("common");
  const root = useRootData();
  const cities = root?.cities;
  return (
    <Foot>
      <Inner>
        <Column>
          <Brand>Saaj</Brand>
          <p>{t("footerTagline")}</p>
        </Column>
        <Column>
          <Heading>{t("quickLinks")}</Heading>
          <List>
            <li>
              <Link to="/AboutUs">{t("navAboutUs")}</Link>
            </li>
            <li>
              <span>{t("reviews")}</span>
            </li>
            <li>
              <Link to="/Contact">{t("contactUs")}</Link>
            </li>
            <li>
              <a href={links.professionalSignup} target="_blank" rel="noopener noreferrer">
                {t("registerProfessional")}
              </a>
            </li>
          </List>
        </Column>
        <Column>
          <Heading>{t("contactHeading")}</Heading>
          <Address>
            Saaj Beauty Services Pvt. Ltd.
            <br />
            2nd Floor, Kowdiar Towers, Kowdiar
            <br />
            Thiruvananthapuram, Kerala 695003
          </Address>
          <p>
            <a href="tel:+914712345678">+91 471 234 5678</a>
          </p>
          <p>
            <a href="mailto:partners@saaj.in">partners@saaj.in</a>
          </p>
          <Social aria-label={t("social")}>
            <a href={links.instagram} target="_blank" rel="noopener noreferrer">
              Instagram
            </a>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer">
              Facebook
            </a>
            <a href={links.youtube} target="_blank" rel="noopener noreferrer">
              YouTube
            </a>
            <a href={links.linkedin} target="_blank" rel="noopener noreferrer">
              LinkedIn
            </a>
          </Social>
        </Column>
        <Column>
          <Heading>{t("newsletterHeading")}</Heading>
          <NewsletterForm />
          <Heading id="footer-language">{t("language")}</Heading>
          <LanguageButtons id="footer-language" />
        </Column>
      </Inner>
      <Cities data-testid="footer-cities">{cities === undefined ? t("citiesLoading") : cities === null ? t("citiesFailed") : cities.join(" | ")}</Cities>
      <Bottom>
        <span>{t("rights", { year: new Date().getFullYear() })}</span>
        <span>
          <Link to="/TermsAndConditons">{t("terms")}</Link> · <Link to="/PrivacyPolicy">{t("privacy")}</Link> · <Link to="/Accessibility">{t("accessibility")}</Link>
        </span>
      </Bottom>
    </Foot>
  );
}

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  background: #2a1320;
  color: #f3e9ec;
  a {
    color: #ffd9e5;
  }
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  /* minmax(0, …): a column never grows past the screen to fit its widest field (large text sizes). */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.4fr);
  }
`;

const Column = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Brand = styled.p`
  font-size: 1.75rem;
  font-weight: 800;
  color: #fff;
`;

const Heading = styled.h2`
  font-size: 1.05rem;
  color: #fff;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Address = styled.address`
  font-style: normal;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Social = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Cities = styled.p`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
