import { Link } from "@remix-run/react";
import { styled } from "styled-components";
import { useRootData } from "~/root";
import { NewsletterForm } from "./NewsletterForm";

import { useLinks } from "~/lib/links";

export function Footer() {
  const links = useLinks();
  const root = useRootData();
  const cities = root?.cities;
  return (
    <Foot>
      <Inner>
        <Column>
          <Brand>Saaj</Brand>
          <p>Trusted salons and beauticians near you, for everyday care and for the big day. Book in a few taps, pay in rupees, and get ready with people who know their craft.</p>
        </Column>
        <Column>
          <Heading>Quick links</Heading>
          <List>
            <li>
              <Link to="/AboutUs">About Us</Link>
            </li>
            <li>
              <span>Reviews</span>
            </li>
            <li>
              <Link to="/Contact">Contact us</Link>
            </li>
            <li>
              <a href={links.professionalSignup} target="_blank" rel="noopener noreferrer">
                Register as a professional
              </a>
            </li>
          </List>
        </Column>
        <Column>
          <Heading>Contact</Heading>
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
          <Social aria-label="Saaj on social networks">
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
          <Heading>Beauty news, once a month</Heading>
          <NewsletterForm />
        </Column>
      </Inner>
      <Cities data-testid="footer-cities">{cities === undefined ? "Loading cities..." : cities === null ? "Unable to load cities" : cities.join(" | ")}</Cities>
      <Bottom>
        <span>© {new Date().getFullYear()} Saaj. All rights reserved.</span>
        <span>
          <Link to="/TermsAndConditons">Terms</Link> · <Link to="/PrivacyPolicy">Privacy</Link> · <Link to="/Accessibility">Accessibility</Link>
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
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: 1.3fr 1fr 1.2fr 1.4fr;
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
