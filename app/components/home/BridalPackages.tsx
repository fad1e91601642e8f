import { Link, useNavigation } from "@remix-run/react";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useLocatedLink } from "~/lib/use-located-link";

const BRIDAL_MAKEUP_CATEGORY = 4;

export function BridalPackages({ location, locationStored }: { location: string; locationStored: boolean }) {
  const navigation = useNavigation();
  const located = useLocatedLink(locationStored);
  const loc = encodeURIComponent(location);
  const tiles = [
    { title: "Bridal Makeup", to: `/SearchResults?catID=${BRIDAL_MAKEUP_CATEGORY}&location=${loc}`, text: "HD and airbrush looks for the wedding day, by artists who do brides every week." },
    {
      title: "Pre-Bridal Makeup",
      to: `/SearchResults?cardCaption=${encodeURIComponent("Pre-Bridal Makeup")}&location=${loc}`,
      text: "Facials, hair spa and glow packages in the weeks before the big day.",
    },
  ];
  const pendingTo = navigation.state === "loading" ? navigation.location.pathname + navigation.location.search : null;
  return (
    <Section aria-labelledby="bridal-title">
      <Container>
        <SectionHeading id="bridal-title">Exclusive Bridal Packages</SectionHeading>
        <Grid>
          {tiles.map((t) => (
            <Tile key={t.title} to={t.to} onClick={located(t.to)}>
              <strong>{t.title}</strong>
              <span>{pendingTo === t.to ? "Loading..." : t.text}</span>
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
    url("/images/demo/package-1.svg") center / cover,
    ${({ theme }) => theme.colors.primaryDark};
  &:nth-child(2) {
    background:
      linear-gradient(160deg, rgba(122, 95, 0, 0.35), rgba(90, 60, 0, 0.95)),
      url("/images/demo/package-2.svg") center / cover,
      #5a3c00;
  }
  strong {
    font-size: 1.5rem;
  }
`;
