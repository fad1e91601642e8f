import { Form, useSearchParams, useSubmit } from "react-router";
import { styled } from "styled-components";
import { ApplyButton, Chip, FilterSelect, toggledParams } from "~/components/search/FilterChip";
import { SEARCH_SORTS, type SearchSort } from "../../../contract/catalog";
import { useT } from "~/i18n/use-t";

/** The sort choices' messages; "Best match" only with search words. */
const SORT_LABELS = { relevance: "sortRelevance", distance: "sortDistance", rating: "sortRating", price: "sortPrice" } as const satisfies Record<SearchSort, string>;

type Props = { total: number; totalCapped: boolean; sort: string; words?: string };

/** Above the list: how many providers were found, ours 'Only open now' filter, and the sort. */
export function ResultsBar({ total, totalCapped, sort, words }: Props) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const t = useT("search");
  // Ours, beside the spec's highlight-only 'Open Now': a real filter by each branch's hours in India time.
  const onlyOpen = params.get("open_now") === "1";
  const withOnlyOpen = toggledParams(params, "open_now", true);
  return (
    <Bar>
      <p role="status" data-testid="result-count">
        {totalCapped ? t("providersFoundNearby", { count: total }) : t.plural("providersFound", total)}
      </p>
      <Chip to={`?${withOnlyOpen}`} preventScrollReset role="switch" aria-checked={onlyOpen} $on={onlyOpen}>
        {t("onlyOpenNow")}
      </Chip>
      <Form method="get" preventScrollReset aria-label={t("sortProviders")} onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
        {[...params.entries()]
          .filter(([k]) => k !== "sort" && k !== "page")
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label htmlFor="sort">{t("sortBy")}</label>
        <FilterSelect id="sort" name="sort" defaultValue={sort} key={sort}>
          {SEARCH_SORTS.filter((s) => s !== "relevance" || words).map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </FilterSelect>
        <noscript>
          <ApplyButton type="submit">{t("sort")}</ApplyButton>
        </noscript>
      </Form>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    font-weight: 600;
  }
  form {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Phones: the count on its line, then the filter chip and the sort side by side when the words fit,
     the sort on a line of its own when not (the select names itself, and never shrinks below its choice). */
  ${({ theme }) => theme.media.small} {
    p {
      flex-basis: 100%;
    }
    form {
      flex: 1 0 auto;
      flex-wrap: wrap;
      max-width: 100%;
    }
    select {
      flex: 1 0 auto;
      max-width: 100%;
    }
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
