import { Link } from "react-router";
import { styled } from "styled-components";
import { useLocatedLink } from "~/lib/use-located-link";
import { useT } from "~/i18n/use-t";
import { categoryImage, categorySearchHref, type FeaturedCategory } from "./FeaturedServices";
import { pictureSources } from "~/lib/pictures";

/**
 * Phones only: the featured categories as one sideways row of round pictures right under the
 * search, so the first screen at 360×640 shows what Saaj offers. The full Featured Services
 * section stays in its place further down (docs/decisions/0014).
 */
export function CategoryStrip({ categories, location, locationStored }: { categories: FeaturedCategory[]; location: string; locationStored: boolean }) {
  const t = useT("home");
  const located = useLocatedLink(locationStored);
  if (categories.length === 0) return null;
  return (
    <Wrap aria-labelledby="strip-title">
      <h2 id="strip-title">{t("popularServices")}</h2>
      <Row>
        {categories.map((c, i) => (
          <li key={c.category_id}>
            <Link to={categorySearchHref(c, location)} onClick={located(categorySearchHref(c, location))}>
              <img {...pictureSources(categoryImage(c, i), "64px")} alt="" width="64" height="64" decoding="async" />
              <span>{c.category_name || t("serviceNameFallback")}</span>
            </Link>
          </li>
        ))}
      </Row>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: none;
  ${({ theme }) => theme.media.small} {
    display: block;
    margin-top: ${({ theme }) => theme.space(4)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Row = styled.ul`
  list-style: none;
  margin: 0 ${({ theme }) => theme.space(-4)};
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 76px;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${({ theme }) => theme.space(4)};
  scrollbar-width: none;
  li {
    scroll-snap-align: start;
  }
  a {
    display: grid;
    justify-items: center;
    gap: 4px;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1.2;
    text-align: center;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;
