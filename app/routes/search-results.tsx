import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useSearchParams,
  useSubmit,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { isSpam } from "~/lib/honeypot.server";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { getSession, selection, updateSelection, urlDerivedCookie, cookieFromUrlMark, DEFAULT_LOCATION } from "~/lib/session.server";
import { loadServices, searchAction } from "~/lib/search.server";
import { callbackSchema, LOCATION_MAX } from "~/schemas/search";
import { Container } from "~/components/ui/Container";
import { PageBanner } from "~/components/layout/PageBanner";
import { SearchForm } from "~/components/search/SearchForm";
import { CompactSearch } from "~/components/search/CompactSearch";
import { ProviderCard, type ProviderListItem } from "~/components/search/ProviderCard";
import { CallbackForm } from "~/components/search/CallbackForm";

import { useLinks } from "~/lib/links";
import { SEARCH_SORTS, SERVICE_TYPE, type SearchSort } from "../../contract/catalog";
import { publicOrigin } from "~/lib/seo.server";
import { shareMeta } from "~/lib/seo";
import { readForm } from "~/lib/form.server";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";
import { useSaid, useT } from "~/i18n/use-t";
const PAGE_SIZE = "20"; // the spec's literal, sent as the search radius in km
const PRE_BRIDAL = "Pre-Bridal Makeup";

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [{ title: d.messages.search?.metaTitle }, { name: "description", content: d.seo.description }, ...shareMeta(d.seo, matches)] : [];

const MAX_PLACE_CHOICES = 5;

/** Places the text may mean, when the gazetteer cannot place it as it is. */
async function placeCandidates(client: ReturnType<typeof api>, location: string): Promise<string[]> {
  const known = await client.get<{ results: unknown[] }>("/api/places/geocode/", { failure: "Failed to get location.", catalogue: true, query: { address: location } });
  if (!known.ok || known.data.results.length > 0) return [];
  const input = location.slice(0, 80);
  const suggested = await client.get<{ predictions: { description: string }[] }>("/api/places/autocomplete/", { failure: "Failed to get location.", query: { input } });
  return suggested.ok ? suggested.data.predictions.slice(0, MAX_PLACE_CHOICES).map((p) => p.description) : [];
}

type SearchResponse = { status: string; data: ProviderListItem[]; message?: string; page?: number; has_more?: boolean; total?: number; total_capped?: boolean; sort?: SearchSort };

/** The sort choices' messages; "Best match" only with search words. */
const SORT_LABELS = { relevance: "sortRelevance", distance: "sortDistance", rating: "sortRating", price: "sortPrice" } as const satisfies Record<SearchSort, string>;

export const headers: HeadersFunction = ({ loaderHeaders }) => cookieFromUrlMark(loaderHeaders);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const session = await getSession(request);
  const sel = selection(session);
  // A place from the link: trimmed; one longer than the search form takes is searched, never remembered.
  const asked = q.get("location")?.trim();
  const location = asked || sel.location || DEFAULT_LOCATION;
  const type = q.get("type") ?? "";
  const caption = q.get("cardCaption");
  const page = Math.max(1, Number(q.get("page")) || 1);
  const serviceId = q.get("service_id") || undefined;
  // Words typed rather than a service picked: the API ranks what they mean.
  const words = serviceId ? undefined : q.get("service")?.trim() || undefined;
  const askedSort = q.get("sort");
  const sort = SEARCH_SORTS.find((s) => s === askedSort && (s !== "relevance" || words));
  const client = api(context, request);

  const { types, services, cities, found } = await promiseHash({
    types: client.get<{ results: { service_type_id: number; type_name: string }[] }>("/api/service-types/", { failure: "Failed to fetch service provider type.", catalogue: true }),
    services: loadServices(context, request),
    cities: client.get<string[]>("/api/cities/", { failure: "Failed to load cities", catalogue: true }),
    found:
      caption === PRE_BRIDAL
        ? client.get<SearchResponse>("/api/nearby-prebridal-packages/", { failure: "fetch providers", query: { address: location } })
        : client.get<SearchResponse>("/api/serviceprovidertypes/", {
            failure: "fetch providers",
            query: {
              service_id: serviceId,
              q: words,
              sort,
              open_now: q.get("open_now") === "1" ? "1" : undefined,
              address: location,
              radius: PAGE_SIZE,
              category_id: q.get("catID") || undefined,
              service_type_id: type || undefined,
              page,
            },
          }),
  });

  // Nothing found: when the place itself is unknown ("Koch", "Kowdier"), offer the places it may mean.
  const places = !found.ok && found.status === 404 ? await placeCandidates(client, location) : [];

  // A place in the link (typed, picked, or the browser's position) becomes the stored location, as the spec keeps it.
  const headers = new Headers();
  if (asked && asked.length <= LOCATION_MAX && found.ok && updateSelection(session, { location: asked }))
    for (const [name, value] of Object.entries(await urlDerivedCookie(session))) headers.set(name, value);
  return data(
    {
      seo: searchSeo(request, { type, location, service: q.get("service"), catID: q.get("catID") }),
      location,
      type,
      placeChoices: places,
      service: q.get("service") ?? "",
      // The home page's bridal tiles, in the page's language; any other caption as the link has it.
      heading: caption === PRE_BRIDAL ? serverT(request, "search", "preBridalMakeup") : (caption ?? (q.get("catID") === "4" ? serverT(request, "search", "bridalMakeup") : null)),
      types: types.ok ? types.data.results : [],
      typesError: types.ok ? null : types.message,
      services: services.map((s) => s.service_name),
      places: cities.ok ? cities.data : [],
      providers: found.ok ? found.data.data : [],
      // A tampered or stale link (a category that is not a number, an unknown sort): plain words, not the validator's.
      notFound: found.ok ? null : found.status === 400 ? serverT(request, "search", "unreadableSearch") : found.message,
      // "Did you mean": catalogue names, searched by their id like a picked suggestion.
      suggestions: (!found.ok && Array.isArray(found.body?.suggestions) ? (found.body.suggestions as unknown[]) : []).flatMap((name) => {
        const known = services.find((s) => s.service_name === name);
        return known ? [{ name: known.service_name, id: known.service_id }] : [];
      }),
      total: found.ok ? (found.data.total ?? found.data.data.length) : 0,
      // The API ranks the nearest few hundred; beyond them it only says there were more.
      totalCapped: found.ok ? found.data.total_capped === true : false,
      sort: found.ok ? (found.data.sort ?? "distance") : (sort ?? (words ? "relevance" : "distance")),
      words,
      page,
      hasMore: found.ok ? Boolean(found.data.has_more) : false,
      ...messagesFor(request, "search"),
    },
    { headers },
  );
}

/** The search's one address (what it searches for and where; not its sort or page) and a line for previews. */
function searchSeo(request: Request, what: { type: string; location: string; service: string | null; catID: string | null }) {
  const query = new URLSearchParams();
  if (what.type === String(SERVICE_TYPE.salon) || what.type === String(SERVICE_TYPE.freelancer)) query.set("type", what.type);
  if (what.service) query.set("service", what.service);
  if (what.catID && /^\d+$/.test(what.catID)) query.set("catID", what.catID);
  query.set("location", what.location);
  const kind = serverT(request, "search", what.type === String(SERVICE_TYPE.freelancer) ? "seoKindHome" : "seoKindAll");
  const vars = { kind, service: what.service ?? "", location: what.location };
  return {
    origin: publicOrigin(request),
    path: `/SearchResults?${query}`,
    title: fill(serverT(request, "search", what.service ? "seoTitleService" : "seoTitle"), vars),
    description: fill(serverT(request, "search", what.service ? "seoDescriptionService" : "seoDescription"), vars),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "search") return searchAction(context, request, form);
  if (intent === "callback") {
    const submission = parseWithZod(form, { schema: callbackSchema });
    if (submission.status !== "success") return data({ callback: { result: submission.reply() } }, { status: 400 });
    // After a success the form is empty again (Conform resets it); 'ok' shows the spec's confirmation.
    const sentOk = { callback: { ok: true as const, result: submission.reply({ resetForm: true }) } };
    if (await isSpam(form)) return sentOk; // a bot: the usual answer, nothing sent
    const session = await getSession(request);
    const token = session.get("token");
    const sent = await api(context, request, token).post("/api/callback-request/", { ...submission.value, user_id: session.get("userId") ?? null }, { failure: "send your request" });
    if (!sent.ok) return data({ callback: { result: submission.reply({ formErrors: [sent.message] }) } }, { status: sent.status || 500 });
    return sentOk;
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function SearchResults() {
  const links = useLinks();
  const here = useLocation();
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const t = useT("search");
  const said = useSaid();
  const openNow = params.get("open") === "1";
  const toggled = new URLSearchParams(params);
  if (openNow) toggled.delete("open");
  else toggled.set("open", "1");
  const next = new URLSearchParams(params);
  next.set("page", String(d.page + 1));
  // Ours, beside the spec's highlight-only 'Open Now': a real filter by each branch's hours in India time.
  const onlyOpen = params.get("open_now") === "1";
  const withOnlyOpen = new URLSearchParams(params);
  withOnlyOpen.delete("page");
  if (onlyOpen) withOnlyOpen.delete("open_now");
  else withOnlyOpen.set("open_now", "1");
  const searchReply = actionData && "search" in actionData ? actionData.search : undefined;
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
  const typeName = d.types.find((ty) => String(ty.service_type_id) === d.type)?.type_name ?? "";
  const typeLabel = said(typeName);

  return (
    <>
      <PageBanner title={t("pageTitle")} />
      <Container>
        <Bar>
          <CompactSearch service={d.service || d.heading || ""} place={d.location} type={typeLabel} open={Boolean(searchReply?.error)}>
            <SearchForm
              key={`${d.type}|${d.service}|${d.location}`}
              variant="bar"
              action={`/SearchResults${here.search}`}
              defaultValue={{ serviceTypeId: d.type, service: d.service, location: d.location }}
              lastResult={searchReply}
              services={d.services}
              places={d.places}
            />
          </CompactSearch>
        </Bar>
        <Layout>
          <div>
            <Filters method="get" preventScrollReset aria-label={t("filterProviders")}>
              {[...params.entries()]
                .filter(([k]) => k !== "type" && k !== "page")
                .map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
              <label htmlFor="type-filter" className="visually-hidden">
                {t("type")}
              </label>
              <select id="type-filter" name="type" defaultValue={d.type} onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}>
                <option value="">{t("type")}</option>
                {d.types.map((ty) => (
                  <option key={ty.service_type_id} value={ty.service_type_id}>
                    {said(ty.type_name)}
                  </option>
                ))}
              </select>
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
            {d.typesError ? <Notice role="alert">{said(d.typesError)}</Notice> : null}
            {d.heading || d.words ? <h2>{d.words ? t("resultsNear", { words: d.words, location: d.location }) : t("headingNear", { heading: d.heading ?? "", location: d.location })}</h2> : null}
            {d.notFound ? null : (
              <ResultsBar>
                <p role="status" data-testid="result-count">
                  {d.totalCapped ? t("providersFoundNearby", { count: d.total }) : t.plural("providersFound", d.total)}
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
                  <select id="sort" name="sort" defaultValue={d.sort} key={d.sort}>
                    {SEARCH_SORTS.filter((s) => s !== "relevance" || d.words).map((s) => (
                      <option key={s} value={s}>
                        {t(SORT_LABELS[s])}
                      </option>
                    ))}
                  </select>
                  <noscript>
                    <ApplyButton type="submit">{t("sort")}</ApplyButton>
                  </noscript>
                </Form>
              </ResultsBar>
            )}
            {d.notFound ? (
              <Empty data-testid="not-found">
                <h2>{t("nothingHere")}</h2>
                {onlyOpen ? (
                  <p>
                    {t("noneOpen")} <Link to={`?${withOnlyOpen}`}>{t("showEveryone")}</Link>
                  </p>
                ) : null}
                <p>{d.words && d.suggestions.length ? t("nothingMatches", { words: d.words }) : said(d.notFound)}</p>
                {d.placeChoices.length ? (
                  <>
                    <p>{t("placeNotFound", { location: d.location })}</p>
                    <PlaceChoices aria-label={t("places")}>
                      {d.placeChoices.map((place) => (
                        <li key={place}>
                          <Link to={withPlace(place)}>{place}</Link>
                        </li>
                      ))}
                    </PlaceChoices>
                  </>
                ) : null}
                {d.suggestions.length ? (
                  <p>
                    {t("didYouMean")}{" "}
                    {d.suggestions.map((s, i) => (
                      <span key={s.id}>
                        {i > 0 ? (i === d.suggestions.length - 1 ? t("or") : ", ") : null}
                        <Link to={suggestionHref(s)}>{s.name}</Link>
                      </span>
                    ))}
                    {t("didYouMeanEnd")}
                  </p>
                ) : null}
              </Empty>
            ) : (
              <List aria-label={t("providers")} $highlight={openNow}>
                {d.providers.map((p, i) => (
                  <li key={`${p.provider_id}-${p.branch_id}`}>
                    <ProviderCard p={p} eager={i < 2} />
                  </li>
                ))}
              </List>
            )}
            {d.hasMore ? <More to={`?${next}`}>{t("showMore")}</More> : null}
          </div>
          <Side>
            <CallbackForm action={`/SearchResults${here.search}`} fallback={actionData && "callback" in actionData ? actionData.callback : undefined} />
            <Advert to="/OurTechnology">
              <strong>{t("advertTitle")}</strong>
              <span>{t("advertText")}</span>
            </Advert>
          </Side>
        </Layout>
      </Container>
    </>
  );
}

const Bar = styled.div`
  margin: ${({ theme }) => theme.space(-8)} 0 ${({ theme }) => theme.space(6)};
  position: relative;
  ${({ theme }) => theme.media.small} {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.large} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    border: 1px solid #8d7a81;
    background: #fff;
  }
  /* Phones: the filter, the chip and the compact Try-on logo share one line (with JavaScript). */
  ${({ theme }) => theme.media.small} {
    select {
      flex: 1 1 6.5rem;
      min-width: 6.5rem;
    }
    > a {
      flex: none;
    }
    > [role="switch"] {
      padding-inline: 12px;
    }
  }
`;

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

const ResultsBar = styled.div`
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
  select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    border: 1px solid #8d7a81;
    background: #fff;
  }
  /* Phones: the count on its line, then the filter chip and the sort side by side (the select names itself). */
  ${({ theme }) => theme.media.small} {
    p {
      flex-basis: 100%;
    }
    form {
      flex: 1 1 8rem;
      min-width: 0;
    }
    select {
      flex: 1;
      min-width: 0;
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

const ApplyButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Chip = styled(Link)<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.colors.success};
  color: ${({ theme, $on }) => ($on ? "#fff" : theme.colors.success)};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : "#fff")};
  font-weight: 600;
  text-decoration: none;
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

const List = styled.ul<{ $highlight: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ $highlight, theme }) => ($highlight ? `article { outline: 2px solid ${theme.colors.success}; }` : "")}
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

const More = styled(Link)`
  display: block;
  margin: ${({ theme }) => theme.space(6)} auto 0;
  text-align: center;
  font-weight: 700;
`;

const Side = styled.aside`
  display: none;
  ${({ theme }) => theme.media.large} {
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
    align-content: start;
  }
`;

const Advert = styled(Link)`
  display: grid;
  gap: 8px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  color: #fff;
  text-decoration: none;
  strong {
    font-size: 1.2rem;
  }
`;
