import { Link } from "react-router";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { useT } from "~/i18n/use-t";

const CARDS = [
  { n: "01", title: "infoTransformingTitle", text: "infoTransformingText", to: "/AboutUs" },
  { n: "02", title: "infoInnovativeTitle", text: "infoInnovativeText", to: "/OurTechnology" },
  { n: "03", title: "infoCommitmentTitle", text: "infoCommitmentText", to: "/AboutUs" },
  { n: "04", title: "infoCommunityTitle", text: "infoCommunityText", to: "/OurTeam" },
] as const;

export function InfoCards() {
  const t = useT("home");
  return (
    <Section aria-labelledby="why-saaj">
      <Container>
        <h2 id="why-saaj" className="visually-hidden">
          {t("whySaaj")}
        </h2>
        <Grid>
          {CARDS.map((c) => (
            <Card key={c.n}>
              <Num aria-hidden="true">{c.n}</Num>
              <h3>{t(c.title)}</h3>
              <p>{t(c.text)}</p>
              <Link to={c.to} aria-label={t("knowMoreAbout", { title: t(c.title) })}>
                {t("knowMore")}
              </Link>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  /* Phones: one row that scrolls sideways (a card and a peek of the next), not four screens of cards. */
  ${({ theme }) => theme.media.small} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 82%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: ${({ theme }) => theme.space(2)};
    > * {
      scroll-snap-align: start;
    }
  }
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Card = styled.article`
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    font-size: 1.15rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    font-weight: 700;
  }
`;
const Num = styled.span`
  display: block;
  font-size: 2rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.gold};
`;
