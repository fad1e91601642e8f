import { Link, useSearchParams } from "react-router";
import { styled } from "styled-components";
import { toggledParams } from "~/components/search/FilterChip";
import { useSaid, useT } from "~/i18n/use-t";

type Props = { notFound: string; words?: string; location: string; placeChoices: string[]; suggestions: { name: string; id: number }[] };

/** Nothing found: why, the places the text may mean, and 'Did you mean' services. */
export function NoResults({ notFound, words, location, placeChoices, suggestions }: Props) {
  const [params] = useSearchParams();
  const t = useT("search");
  const said = useSaid();
  const onlyOpen = params.get("open_now") === "1";
  const withOnlyOpen = toggledParams(params, "open_now", true);
  const withPlace = (place: string) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    next.set("location", place);
    return `?${next}`;
  };
  const suggestionHref = (s: { name: string; id: number }) => {
    const next = new URLSearchParams(params);
    for (const k of ["page", "sort", "catID", "cardCaption"]) next.delete(k);
    next.set("service", s.name);
    next.set("service_id", String(s.id));
    return `?${next}`;
  };
  return (
    <Empty data-testid="not-found">
      <h2>{t("nothingHere")}</h2>
      {onlyOpen ? (
        <p>
          {t("noneOpen")} <Link to={`?${withOnlyOpen}`}>{t("showEveryone")}</Link>
        </p>
      ) : null}
      <p>{words && suggestions.length ? t("nothingMatches", { words }) : said(notFound)}</p>
      {placeChoices.length ? (
        <>
          <p>{t("placeNotFound", { location })}</p>
          <PlaceChoices aria-label={t("places")}>
            {placeChoices.map((place) => (
              <li key={place}>
                <Link to={withPlace(place)}>{place}</Link>
              </li>
            ))}
          </PlaceChoices>
        </>
      ) : null}
      {suggestions.length ? (
        <p>
          {t("didYouMean")}{" "}
          {suggestions.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? (i === suggestions.length - 1 ? t("or") : ", ") : null}
              <Link to={suggestionHref(s)}>{s.name}</Link>
            </span>
          ))}
          {t("didYouMeanEnd")}
        </p>
      ) : null}
    </Empty>
  );
}

const PlaceChoices = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
    font-weight: 600;
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
