import { data, Link, useLoaderData, useLocation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTabSwitching } from "~/lib/use-pending-tab";
import { Skeleton } from "~/components/ui/Skeleton";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { ProviderHeader } from "~/components/provider/ProviderHeader";
import { ServicesTab } from "~/components/provider/ServicesTab";
import { CartPanel } from "~/components/cart/CartPanel";
import { ViewCartBar } from "~/components/cart/ViewCartBar";
import { ProviderTabs, TABS, type Tab } from "~/components/provider/ProviderTabs";
import { AddButton } from "~/components/provider/AddButton";
import { api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { loadCartLines, type ProviderDetail } from "~/lib/cart.server";
import { getSession, updateSelection, urlDerivedCookie, cookieFromUrlMark } from "~/lib/session.server";
import { rupees, withoutParam, withParam } from "~/lib/format";
import { serviceTypeOfName } from "~/lib/cart";
import { SERVICE_TYPE } from "../../contract/catalog";
import { providerJsonLd } from "~/lib/provider-jsonld.server";
import { publicOrigin } from "~/lib/seo.server";
import { SHARE_DESCRIPTION_MAX, shareMeta } from "~/lib/seo";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { deferred } from "~/lib/deferred";
import { fill } from "~/i18n/translate";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import { MAX_ID } from "../../contract/ids";

// Shown only sometimes: their scripts load when they are on the page (decision 0040).
const ClearItemsDialog = deferred(() => import("~/components/provider/ClearItemsDialog").then((m) => m.ClearItemsDialog));
const tabs = () => import("~/components/provider/OtherTabs");
const OverviewTab = deferred(() => tabs().then((m) => m.OverviewTab));
const PackagesTab = deferred(() => tabs().then((m) => m.PackagesTab));
const StylistsTab = deferred(() => tabs().then((m) => m.StylistsTab));
const PhotosTab = deferred(() => tabs().then((m) => m.PhotosTab));
const ReviewsTab = deferred(() => tabs().then((m) => m.ReviewsTab));
const ShareDialog = deferred(() => import("~/components/provider/ShareDialog").then((m) => m.ShareDialog));

const DEFAULT_TAB: Tab = "services"; // the spec's default tab

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  if (!d || !("seo" in d) || !d.seo) return [{ title: d?.messages.provider?.metaTitle ?? "Service | Saaj" }];
  return [{ title: d.seo.title }, { name: "description", content: d.seo.description }, ...shareMeta(d.seo, matches), { "script:ld+json": d.seo.jsonLd }];
};

/** An id from the link: digits within what an id can be (contract), or none. */
const positive = (v: string | null) => (v && /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_ID ? Number(v) : undefined);

export const headers: HeadersFunction = ({ loaderHeaders }) => cookieFromUrlMark(loaderHeaders);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const providerId = positive(q.get("provider_id"));
  if (providerId === undefined) return data({ error: serverT(request, "provider", "invalidProviderId") as string, provider: null, ...messagesFor(request, "provider", "cart") }, { status: 400 });
  const branchId = positive(q.get("branch_id"));
  const tab = (TABS.find(([t]) => t === q.get("tab"))?.[0] ?? DEFAULT_TAB) as Tab;
  const category = positive(q.get("category"));
  const askedSubcategory = category ? positive(q.get("subcategory")) : undefined;
  const client = api(context, request);

  const { detail, reviews, subcategories } = await promiseHash({
    detail: client.get("/api/bookservice/", { failure: "Failed to fetch service provider details.", pageData: true, query: { provider_id: providerId, branch_id: branchId } }),
    reviews: tab === "review" ? client.get("/api/providers-reviews/{providerId}/", { params: { providerId }, failure: "Failed to fetch reviews." }) : Promise.resolve(null),
    subcategories: category ? client.get("/provider-api/subcategories/", { failure: "Failed to load subcategories", query: { category_id: category } }) : Promise.resolve(null),
  });
  if (!detail.ok) return data({ error: detail.message, provider: null, ...messagesFor(request, "provider", "cart") }, { status: detail.status });

  const d = detail.data;
  const head = d.data[0]!;
  const session = await getSession(request);
  const cart = session.get("cart");
  const { lines, total, detail: cartDetail } = await loadCartLines(context, request, cart, d);
  // The provider stays in the URL; only its kind of service is remembered (the home page's
  // search starts from it). Few visitors share a provider, many share a kind, so their pages
  // can be shared by the page cache (server/page-cache.ts).
  const selectionChanged = updateSelection(session, { serviceTypeId: serviceTypeOfName(head.service_type) });

  // A subcategory left over from another category (the category changed) means no subcategory.
  const subcategoryList = subcategories?.ok ? subcategories.data.data : [];
  const subcategory = subcategoryList.some((s) => s.subcategory_id === askedSubcategory) ? askedSubcategory : undefined;
  const categories = [...new Map(d.services.filter((s) => s.category_id).map((s) => [s.category_id!, { category_id: s.category_id!, category_name: s.category_name }])).values()];
  const services = d.services.filter((s) => (!category || s.category_id === category) && (!subcategory || s.subcategory_id === subcategory));
  const sameProvider = cart?.providerId === providerId && cart?.branchId === head.branch_id;
  const pending = positive(q.get("pending"));

  return data(
    {
      error: null,
      provider: head,
      overview: d.overview,
      services,
      categories,
      subcategories: subcategoryList,
      subcategoriesError: subcategories && !subcategories.ok ? subcategories.message : null,
      category,
      subcategory,
      packages: d.packages,
      stylists: d.stylist,
      photos: d.photos,
      frequent: d.frequently_used_services,
      reviews: reviews?.ok ? reviews.data.reviews : [],
      subRatings: reviews?.ok ? reviews.data.sub_ratings : [],
      reviewsError: reviews && !reviews.ok ? reviews.message : null,
      tab,
      cart: { lines, total, inCart: sameProvider ? lines.map((l) => l.serviceId) : [], providerName: cartDetail?.data[0]?.branch_name, home: cart?.serviceTypeId === SERVICE_TYPE.freelancer },
      confirmClear: q.get("confirm") === "clear",
      pending: pending ? { serviceId: pending, providerId, branchId: head.branch_id } : undefined,
      share: q.get("share") === "1" ? `${publicOrigin(request)}/Overview?provider_id=${providerId}&branch_id=${head.branch_id}` : null,
      seo: providerSeo(request, d),
      ...messagesFor(request, "provider", "cart"),
    },
    // The cookie only when the provider changed: most views of a page change nothing.
    { headers: selectionChanged ? await urlDerivedCookie(session) : undefined },
  );
}

/** What search engines and link previews read: the page's one address, a summary, a picture and schema.org data. */
function providerSeo(request: Request, detail: ProviderDetail) {
  const head = detail.data[0]!;
  const origin = publicOrigin(request);
  const path = `/Overview?provider_id=${head.provider_id}&branch_id=${head.branch_id}`;
  const image = head.image_url ? new URL(head.image_url, origin).toString() : null;
  const place = `${head.branch_city}, ${head.branch_state}`;
  const description = detail.overview.business_summary || fill(serverT(request, "provider", "seoDescription"), { type: head.service_type, place, services: head.all_services });
  return {
    origin,
    path,
    title: fill(serverT(request, "provider", "seoTitle"), { name: head.branch_name }),
    description: description.length > SHARE_DESCRIPTION_MAX ? `${description.slice(0, SHARE_DESCRIPTION_MAX - 1).trimEnd()}…` : description,
    image,
    jsonLd: providerJsonLd(detail, origin + path, image),
  };
}

export default function Overview() {
  const d = useLoaderData<typeof loader>();
  const t = useT("provider");
  const said = useSaid();
  const locale = useLocale();
  const location = useLocation();
  const here = location.pathname + location.search;
  // Another tab of this provider on its way: its panel shows the spec's skeleton meanwhile.
  const switching = useTabSwitching("tab", "tab" in d ? d.tab : DEFAULT_TAB, DEFAULT_TAB);
  if (!d.provider || d.error) {
    return (
      <>
        <PageBanner title={t("service")} />
        <Section>
          <Container>
            <p role="alert">{said(d.error)}</p>
            <Link to="/SearchResults">{t("findAnother")}</Link>
          </Container>
        </Section>
      </>
    );
  }
  const p = d.provider;
  const inCart = new Set(d.cart.inCart);
  const keep = { provider_id: String(p.provider_id), branch_id: String(p.branch_id) };
  const tabLink = (tab: string) => `/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id}&tab=${tab}`;
  return (
    <>
      <PageBanner title={p.service_type ? said(p.service_type) : t("service")} />
      <Container>
        <ProviderHeader p={p} shareTo={withParam(here, "share", "1")} />
        <ProviderTabs current={d.tab} linkTo={tabLink} />
        <Layout>
          <div aria-live="polite" aria-busy={switching || undefined}>
            {switching ? <Skeleton lines={4} label={t("loadingSection")} /> : null}
            <div hidden={switching}>
              {d.tab === "overview" ? <OverviewTab overview={d.overview} /> : null}
              {d.tab === "services" ? (
                <ServicesTab
                  services={d.services}
                  categories={d.categories}
                  subcategories={d.subcategories}
                  subcategoriesError={d.subcategoriesError}
                  category={d.category}
                  subcategory={d.subcategory}
                  providerId={p.provider_id}
                  branchId={p.branch_id}
                  inCart={inCart}
                  hidden={keep}
                />
              ) : null}
              {d.tab === "packages" ? <PackagesTab packages={d.packages} providerId={p.provider_id} branchId={p.branch_id} inCart={inCart} /> : null}
              {d.tab === "stylists" ? <StylistsTab stylists={d.stylists} /> : null}
              {d.tab === "photos" ? <PhotosTab photos={d.photos} /> : null}
              {d.tab === "review" ? <ReviewsTab reviews={d.reviews} averages={d.subRatings} error={d.reviewsError} /> : null}
            </div>
          </div>
          {/* Phones: the cart is far below the services; a bar at the bottom of the screen leads to it. */}
          {d.cart.inCart.length > 0 ? <ViewCartBar lines={d.cart.lines} total={d.cart.total} /> : null}
          <Aside>
            <CartPanel lines={d.cart.lines} total={d.cart.total} providerName={d.cart.providerName} minimumNote={d.cart.home} />
            {d.frequent.length ? (
              <Box aria-labelledby="frequent-title">
                <h2 id="frequent-title">{t("frequentlyAdded")}</h2>
                <ul>
                  {d.frequent.map((s) => (
                    <li key={s.service_id}>
                      <span>
                        {s.service_name} <small>{rupees(s.price, locale)}</small>
                      </span>
                      <AddButton serviceId={s.service_id} providerId={p.provider_id} branchId={p.branch_id} inCart={inCart.has(s.service_id)} name={s.service_name} />
                    </li>
                  ))}
                </ul>
              </Box>
            ) : null}
            <Ad to={withParam(here, "confirm", "clear")} preventScrollReset>
              <strong>{t("startAfresh")}</strong>
              <span>{t("startAfreshText")}</span>
            </Ad>
          </Aside>
        </Layout>
      </Container>
      {d.confirmClear ? <ClearItemsDialog closeTo={withoutParam(here, "confirm", "pending")} redirectTo={withoutParam(here, "confirm", "pending")} pending={d.pending} /> : null}
      {d.share ? <ShareDialog url={d.share} title={t("shareTitle", { name: p.branch_name })} closeTo={withoutParam(here, "share")} /> : null}
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Aside = styled.aside`
  display: grid;
  /* minmax(0, …): the column keeps to the screen whatever its words need (large text sizes). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;
const Box = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  li {
    display: flex;
    /* With large text the button goes under the service's name rather than past the screen's edge. */
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Ad = styled(Link)`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-decoration: none;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.goldSoft}, ${({ theme }) => theme.colors.primarySoft});
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.small} {
    display: none;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
