import { Link } from "react-router";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useLocatedLink } from "~/lib/use-located-link";
import { useSaid, useT } from "~/i18n/use-t";
import { pictureSources } from "~/lib/pictures";

export interface FeaturedCategory {
  category_id: number;
  category_name: string | null;
  image: string | null;
}

const FALLBACK_IMAGES = ["/images/demo/category-1.svg", "/images/demo/category-2.svg", "/images/demo/category-3.svg", "/images/demo/category-4.svg"];

/** The category's picture, or one of the four local pictures in turn (the spec's fallback). */
export const categoryImage = (c: FeaturedCategory, index: number) => c.image || FALLBACK_IMAGES[index % FALLBACK_IMAGES.length];

/** A category search at the stored location. */
export const categorySearchHref = (c: FeaturedCategory, location: string) => `/SearchResults?catID=${c.category_id}&location=${encodeURIComponent(location)}`;

/** Category cards; a click starts a category search at the stored location. */
export function FeaturedServices({ categories, error, location, locationStored }: { categories: FeaturedCategory[]; error: string | null; location: string; locationStored: boolean }) {
  const t = useT("home");
  const said = useSaid();
  const located = useLocatedLink(locationStored);
  return (
    <Section aria-labelledby="featured-title">
      <Container>
        <SectionHeading id="featured-title">{t("featuredTitle")}</SectionHeading>
        {error ? <Err role="alert">{said(error)}</Err> : null}
        {!error && categories.length === 0 ? <p>{t("featuredEmpty")}</p> : null}
        <Grid>
          {categories.map((c, i) => (
            <li key={c.category_id}>
              <Card to={categorySearchHref(c, location)} onClick={located(categorySearchHref(c, location))}>
                <img {...pictureSources(categoryImage(c, i), "240px")} alt={t("featuredAlt")} width="240" height="180" loading="lazy" decoding="async" />
                <span>{c.category_name || t("serviceNameFallback")}</span>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.small} {
    gap: ${({ theme }) => theme.space(2)};
  }
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(5, 1fr);
  }
`;
const Card = styled(Link)`
  display: grid;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 700;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  span {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Phones: still one column (the spec), as compact rows: a small picture beside the name. */
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 72px minmax(0, 1fr);
    align-items: center;
    img {
      width: 72px;
      height: 72px;
      aspect-ratio: 1;
    }
  }
`;
const Err = styled.p`
  color: ${({ theme }) => theme.colors.error};
  text-align: center;
`;
