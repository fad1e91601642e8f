import { Form, useSearchParams, useSubmit } from "react-router";
import { styled } from "styled-components";
import { ApplyButton, Chip, FilterSelect, toggledParams } from "~/components/search/FilterChip";
import { useLinks } from "~/lib/links";
import { useSaid, useT } from "~/i18n/use-t";

type Props = { types: { service_type_id: number; type_name: string }[]; type: string };

/** The results' first row: the provider type, the spec's highlight-only 'Open Now', and the Try-on link. */
export function TypeFilter({ types, type }: Props) {
  const links = useLinks();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const t = useT("search");
  const said = useSaid();
  const openNow = params.get("open") === "1";
  const toggled = toggledParams(params, "open");
  return (
    <Filters method="get" preventScrollReset aria-label={t("filterProviders")}>
      {[...params.entries()]
        .filter(([k]) => k !== "type" && k !== "page")
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label htmlFor="type-filter" className="visually-hidden">
        {t("type")}
      </label>
      <FilterSelect id="type-filter" name="type" defaultValue={type} onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}>
        <option value="">{t("type")}</option>
        {types.map((ty) => (
          <option key={ty.service_type_id} value={ty.service_type_id}>
            {said(ty.type_name)}
          </option>
        ))}
      </FilterSelect>
      <noscript>
        <ApplyButton type="submit">{t("apply")}</ApplyButton>
      </noscript>
      <Chip to={`?${toggled}`} preventScrollReset role="switch" aria-checked={openNow} $on={openNow}>
        {t("openNow")}
      </Chip>
      <TryOn href={links.tryOn} target="_blank" rel="noopener noreferrer" aria-label={t("tryOnNewTab")}>
        <span className="long">{t("tryOn")}</span>
        <svg className="short" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 2l2.2 5.8L20 10l-5.8 2.2L12 18l-2.2-5.8L4 10l5.8-2.2z" fill="currentColor" />
          <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" fill="currentColor" />
        </svg>
      </TryOn>
    </Filters>
  );
}

const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  /* Phones: the filter, the chip and the compact Try-on logo share a line when the words fit, and
     wrap when they do not: the select never shrinks below its longest choice (nor past the screen). */
  ${({ theme }) => theme.media.small} {
    select {
      flex: 1 0 auto;
      max-width: 100%;
    }
    > a {
      flex: none;
    }
    > [role="switch"] {
      padding-inline: 12px;
    }
  }
`;

const TryOn = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
  text-decoration: none;
  .short {
    display: none;
  }
  ${({ theme }) => theme.media.small} {
    justify-content: center;
    width: 44px;
    padding: 0;
    .long {
      display: none;
    }
    .short {
      display: block;
    }
  }
`;
