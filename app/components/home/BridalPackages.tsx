import { Link, useNavigation } from "react-router";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useLocatedLink } from "~/lib/use-located-link";
import { useT } from "~/i18n/use-t";

const BRIDAL_MAKEUP_CATEGORY = 4;

export function BridalPackages({ location, locationStored }: { location: string; locationStored: boolean }) {
  const t = useT("home");
  const navigation = useNavigation();
  const located = useLocatedLink(locationStored);
  const loc = encodeURIComponent(location);
  const tiles = [
    { title: t("bridalMakeup"), to: `/SearchResults?catID=${BRIDAL_MAKEUP_CATEGORY}&location=${loc}`, text: t("bridalMakeupText") },
    {
      title: t("preBridalMakeup"),
      // The search's caption is the spec's English words, whatever the page's language.
      to: `/SearchResults?cardCaption=${encodeURIComponent("Pre-Bridal Makeup")}&location=${loc}`,
      text: t("preBridalMakeupText"),
    },
  ];
  const pendingTo = navigation.state === "loading" ? navigation.location.pathname + navigation.location.search : null;
  return (
    <Section aria-labelledby="bridal-title">
      <Container>
        <SectionHeading id="bridal-title">{t("bridalTitle")}</SectionHeading>
        <Grid>
          {tiles.map((tile) => (
            <Tile key={tile.to} to={tile.to} onClick={located(tile.to)}>
              <strong>{tile.title}</strong>
              <span>{pendingTo === tile.to ? t("loadingDots") : tile.text}</span>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Tile = styled(Link)`
  display: grid;
  gap: 8px;
  align-content: end;
  min-height: 220px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: #fff;
  text-decoration: none;
  background:
    linear-gradient(160deg, rgba(107, 18, 53, 0.35), rgba(107, 18, 53, 0.95)),
    url("/images/demo/package-1-640.webp") center / cover,
    ${({ theme }) => theme.colors.primaryDark};
  &:nth-child(2) {
    background:
      linear-gradient(160deg, rgba(122, 95, 0, 0.35), rgba(90, 60, 0, 0.95)),
      url("/images/demo/package-2-640.webp") center / cover,
      #5a3c00;
  }
  strong {
    font-size: 1.5rem;
  }
`;
