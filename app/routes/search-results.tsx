import { unknownRequest } from "~/lib/http.server";
import { data, Link, useActionData, useLoaderData, useLocation, useSearchParams, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { isSpam } from "~/lib/honeypot.server";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { getSession, selection, updateSelection, urlDerivedCookie, cookieFromUrlMark, DEFAULT_LOCATION, type Selection } from "~/lib/session.server";
import { loadServices, placeCandidates, searchAction, searchSeo } from "~/lib/search.server";
import { callbackSchema, LOCATION_MAX } from "~/schemas/search";
import { Container } from "~/components/ui/Container";
import { PageBanner } from "~/components/layout/PageBanner";
import { CompactSearch } from "~/components/search/CompactSearch";
import { ProviderCard } from "~/components/search/ProviderCard";
import { TypeFilter } from "~/components/search/TypeFilter";
import { ResultsBar } from "~/components/search/ResultsBar";
import { SEARCH_SORTS, type SearchSort } from "../../contract/catalog";
import { shareMeta } from "~/lib/seo";
import { readForm } from "~/lib/form.server";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";
import { SearchForm } from "~/components/search/SearchForm";
import { ResultsAside } from "~/components/search/ResultsAside";
import { deferred } from "~/lib/deferred";

// Shown only when nothing is found: its script loads then (decision 0040).
const NoResults = deferred(() => import("~/components/search/NoResults").then((m) => m.NoResults));

const PAGE_SIZE = "20"; // the spec's literal, sent as the search radius in km
const PRE_BRIDAL = "Pre-Bridal Makeup";

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => (d ? [{ title: d.seo.title }, { name: "description", content: d.seo.description }, ...shareMeta(d.seo, matches)] : []);

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
  // A rebooking's search (the message after a provider let the customer down): every service of the booking.
  const serviceIds = q.get("service_ids") || undefined;
  // Words typed rather than a service picked: the API ranks what they mean.
  const words = serviceId || serviceIds ? undefined : q.get("service")?.trim() || undefined;
  // …and its day, which /DateTime opens on once a provider is chosen; any other search forgets it.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(q.get("date") ?? "") ? q.get("date")! : undefined;
  const askedSort = q.get("sort");
  const sort = SEARCH_SORTS.find((s) => s === askedSort && (s !== "relevance" || words));
  const client = api(context, request);

  const { types, services, cities, found } = await promiseHash({
    types: client.get("/api/service-types/", { failure: "Failed to fetch service provider type.", catalogue: true }),
    services: loadServices(context, request),
    cities: client.get("/api/cities/", { failure: "Failed to load cities", catalogue: true }),
    found:
      caption === PRE_BRIDAL
        ? client.get("/api/nearby-prebridal-packages/", { failure: "fetch providers", query: { address: location } })
        : client.get("/api/serviceprovidertypes/", {
            failure: "fetch providers",
            query: {
              service_id: serviceId,
              service_ids: serviceIds,
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
  const remembered: Selection = { day };
  if (asked && asked.length <= LOCATION_MAX && found.ok) remembered.location = asked;
  if (updateSelection(session, remembered)) for (const [name, value] of Object.entries(await urlDerivedCookie(session))) headers.set(name, value);
  // The services of a rebooking's search, named in the search box as if typed (its address and title are the place's).
  const wanted = serviceIds?.split(",") ?? [];
  const service =
    q.get("service") ??
    (services
      .filter((s) => wanted.includes(String(s.service_id)))
      .map((s) => s.service_name)
      .join(", ") ||
      null);
  // The pre-bridal list answers without paging and ranking.
  const ranked: { data: unknown[]; total?: number; total_capped?: boolean; sort?: SearchSort; has_more?: boolean } | undefined = found.ok ? found.data : undefined;
  return data(
    {
      seo: searchSeo(request, { type, location, service: q.get("service"), catID: q.get("catID"), page }),
      location,
      type,
      placeChoices: places,
      service: service ?? "",
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
      total: found.ok ? (ranked?.total ?? found.data.data.length) : 0,
      // The API ranks the nearest few hundred; beyond them it only says there were more.
      totalCapped: found.ok ? ranked?.total_capped === true : false,
      sort: found.ok ? (ranked?.sort ?? "distance") : (sort ?? (words ? "relevance" : "distance")),
      words,
      page,
      hasMore: found.ok ? Boolean(ranked?.has_more) : false,
      ...messagesFor(request, "search"),
    },
    { headers },
  );
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
    const sent = await api(context, request, token).post("/api/callback-request/", { body: { ...submission.value, user_id: session.get("userId") ?? null }, failure: "send your request" });
    if (!sent.ok) return data({ callback: { result: submission.reply({ formErrors: [sent.message] }) } }, { status: sent.status });
    return sentOk;
  }
  throw unknownRequest(request);
}

export default function SearchResults() {
  const here = useLocation();
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT("search");
  const said = useSaid();
  const next = new URLSearchParams(params);
  next.set("page", String(d.page + 1));
  const searchReply = actionData && "search" in actionData ? actionData.search : undefined;
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
            <TypeFilter types={d.types} type={d.type} />
            {d.typesError ? <Notice role="alert">{said(d.typesError)}</Notice> : null}
            {d.heading || d.words ? <h2>{d.words ? t("resultsNear", { words: d.words, location: d.location }) : t("headingNear", { heading: d.heading ?? "", location: d.location })}</h2> : null}
            {d.notFound ? (
              <NoResults notFound={d.notFound} words={d.words} location={d.location} placeChoices={d.placeChoices} suggestions={d.suggestions} />
            ) : (
              <>
                <ResultsBar total={d.total} totalCapped={d.totalCapped} sort={d.sort} words={d.words} />
                <List aria-label={t("providers")} $highlight={params.get("open") === "1"}>
                  {d.providers.map((p, i) => (
                    <li key={`${p.provider_id}-${p.branch_id}`}>
                      <ProviderCard p={p} eager={i < 2} />
                    </li>
                  ))}
                </List>
              </>
            )}
            {d.hasMore ? <More to={`?${next}`}>{t("showMore")}</More> : null}
          </div>
          <ResultsAside action={`/SearchResults${here.search}`} callback={actionData && "callback" in actionData ? actionData.callback : undefined} />
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

const List = styled.ul<{ $highlight: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ $highlight, theme }) => ($highlight ? `article { outline: 2px solid ${theme.colors.success}; }` : "")}
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

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
