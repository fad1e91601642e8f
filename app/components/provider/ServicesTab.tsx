import { Form, useSubmit } from "react-router";
import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import type { ProviderDetail } from "~/lib/cart.server";
import { AddButton } from "./AddButton";
import { useLanguage, useLocale, useSaid, useT } from "~/i18n/use-t";
import { durationWords } from "~/i18n/duration";
import { pictureSources } from "~/lib/pictures";

interface Props {
  services: ProviderDetail["services"];
  categories: { category_id: number; category_name: string }[];
  subcategories: { subcategory_id: number; subcategory_name: string }[];
  category?: number;
  subcategory?: number;
  /** Why the subcategory list could not be loaded. */
  subcategoriesError?: string | null;
  providerId: number;
  branchId: number;
  inCart: Set<number>;
  hidden: Record<string, string>;
}

/** Category and dependent Subcategory (a GET form: the filter is in the URL), then the service cards. */
export function ServicesTab({ services, categories, subcategories, subcategoriesError, category, subcategory, providerId, branchId, inCart, hidden }: Props) {
  const submit = useSubmit();
  const t = useT("provider");
  const language = useLanguage();
  const said = useSaid();
  const locale = useLocale();
  return (
    <div>
      <Filters
        method="get"
        preventScrollReset
        onChange={(e) => {
          // A new category starts with no subcategory (the old one belongs to the old category).
          const target = e.target as HTMLSelectElement;
          const form = e.currentTarget;
          if (target.name === "category") (form.elements.namedItem("subcategory") as HTMLSelectElement).value = "";
          submit(form, { preventScrollReset: true, replace: true });
        }}
      >
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="tab" value="services" />
        <div>
          <label htmlFor="filter-category">{t("category")}</label>
          <select id="filter-category" name="category" defaultValue={category ?? ""}>
            <option value="">{t("selectCategory")}</option>
            {categories.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {c.category_name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-subcategory">{t("subcategory")}</label>
          <select id="filter-subcategory" name="subcategory" defaultValue={subcategory ?? ""} disabled={!category}>
            <option value="">{category ? t("selectSubcategory") : t("categoryFirst")}</option>
            {subcategories.map((s) => (
              <option key={s.subcategory_id} value={s.subcategory_id}>
                {s.subcategory_name}
              </option>
            ))}
          </select>
          {subcategoriesError ? <FilterError role="alert">{said(subcategoriesError)}</FilterError> : null}
        </div>
        <noscript>
          <button type="submit">{t("apply")}</button>
        </noscript>
      </Filters>
      {services.length === 0 ? (
        <p>{t("noServices")}</p>
      ) : (
        <Grid>
          {services.map((s, i) => (
            <Card key={s.service_id} id={`service-${s.service_id}`} data-testid="service-card">
              <img {...pictureSources(s.image || "/images/demo/service-1.svg", "(max-width: 640px) 100vw, 400px")} alt="" width="400" height="300" loading={i < 2 ? "eager" : "lazy"} />
              <Body>
                <h3>{s.service_name}</h3>
                <Time>{durationWords(s.service_time, t, language === "en")}</Time>
                <p>{s.description}</p>
                <Foot>
                  <strong>{rupees(s.price, locale)}</strong>
                  <AddButton serviceId={s.service_id} providerId={providerId} branchId={branchId} inCart={inCart.has(s.service_id)} name={s.service_name} />
                </Foot>
              </Body>
            </Card>
          ))}
        </Grid>
      )}
    </div>
  );
}

const FilterError = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  /* Each select as wide as its longest choice (side by side while they fit), never cut. */
  div {
    display: grid;
    gap: 4px;
    min-width: min(220px, 100%);
    max-width: 100%;
    flex: 1 0 auto;
  }
  label {
    font-weight: 600;
  }
  select {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 0 ${({ theme }) => theme.space(2)};
    background: #fff;
  }
  button {
    align-self: end;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
`;
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
  }
`;
const Card = styled.article`
  position: relative;
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 16px);
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    /* the demo pictures draw their subject right of centre; a square crop keeps it in view */
    object-position: 70% 50%;
    display: block;
  }
  h3 {
    margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* Phones: a compact row (a small square picture beside the text), so more services fit on a screen. */
  ${({ theme }) => theme.media.small} {
    display: grid;
    grid-template-columns: 88px minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    img {
      width: 88px;
      height: 88px;
      aspect-ratio: 1;
      border-radius: ${({ theme }) => theme.radius.md};
    }
    h3,
    p {
      margin-left: 0;
      margin-right: 0;
    }
    h3 {
      margin-top: 0;
    }
  }
`;
const Body = styled.div`
  min-width: 0;
  overflow-wrap: break-word;
`;
/** The duration: a badge on the photo on wide screens, a line under the name on phones. */
const Time = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  background: rgba(255, 255, 255, 0.95);
  color: ${({ theme }) => theme.colors.text};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  ${({ theme }) => theme.media.small} {
    position: static;
    display: block;
    padding: 2px 0 0;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(2)} 0 0;
  }
`;
