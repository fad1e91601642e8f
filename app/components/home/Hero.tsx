import { styled } from "styled-components";
import { SearchForm, type SearchFormProps } from "../search/SearchForm";
import { CategoryStrip } from "./CategoryStrip";
import type { FeaturedCategory } from "./FeaturedServices";
import { useT } from "~/i18n/use-t";

type HeroProps = Omit<SearchFormProps, "variant" | "action"> & { categories: FeaturedCategory[]; location: string; locationStored: boolean };

export function Hero({ categories, location, locationStored, ...props }: HeroProps) {
  const t = useT("home");
  return (
    <Wrap>
      <Inner>
        <h1>{t("heroTitle")}</h1>
        <p>{t("heroText")}</p>
        <SearchForm variant="hero" action="/?index" {...props} />
        <CategoryStrip categories={categories} location={location} locationStored={locationStored} />
      </Inner>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
  background:
    radial-gradient(circle at 85% 15%, rgba(201, 162, 39, 0.25), transparent 40%), linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.background});
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

const Inner = styled.div`
  max-width: 900px;
  margin: 0 auto;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.1rem;
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
  /* Phones: the search itself is the first screen, not the words around it. */
  ${({ theme }) => theme.media.small} {
    h1 {
      font-size: 1.5rem;
      margin: 0 0 ${({ theme }) => theme.space(3)};
    }
    > p {
      display: none;
    }
  }
`;
