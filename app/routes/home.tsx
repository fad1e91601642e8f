import { unknownRequest } from "~/lib/http.server";
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { api } from "~/lib/api.server";
import { getSession, selection, DEFAULT_LOCATION } from "~/lib/session.server";
import { loadServices, searchAction } from "~/lib/search.server";
import { Hero } from "~/components/home/Hero";
import { InfoCards } from "~/components/home/InfoCards";
import { FeaturedServices } from "~/components/home/FeaturedServices";
import { BridalPackages } from "~/components/home/BridalPackages";
import { Recommended } from "~/components/home/Recommended";
import { BookingFlow } from "~/components/home/BookingFlow";
import { Testimonials } from "~/components/home/Testimonials";
import { Faq } from "~/components/home/Faq";
import { ProBanner } from "~/components/home/ProBanner";
import { readForm } from "~/lib/form.server";
import { SERVICE_TYPE } from "../../contract/catalog";
import { promiseHash } from "remix-utils/promise";
import { publicOrigin } from "~/lib/seo.server";
import { shareMeta } from "~/lib/seo";
import { SITE_DESCRIPTION, SITE_TITLE } from "~/lib/site";
import { messagesFor, serverT } from "~/i18n/i18n.server";

/** In the page's language (the loader's share card); English only when there is no data. */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [{ title: d.seo.title }, { name: "description", content: d.seo.description }, ...shareMeta(d.seo, matches)] : [{ title: SITE_TITLE }, { name: "description", content: SITE_DESCRIPTION }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const recTab = url.searchParams.get("rec") === "specialist" ? "specialist" : "salon";
  const faqTab = url.searchParams.get("faq") === "salon" ? "salon" : "home";
  const session = await getSession(request);
  const sel = selection(session);
  const location = sel.location ?? DEFAULT_LOCATION;
  const client = api(context, request);

  // Recommendations need coordinates: the stored location's, from the gazetteer. That pair of
  // calls runs beside the others, not before them.
  const recommendedNear = async () => {
    const place = await client.get("/api/places/geocode/", { failure: "Failed to get location.", catalogue: true, query: { address: location } });
    const coords = place.ok ? place.data.results[0]?.geometry?.location : undefined;
    if (!coords) return null;
    return client.get("/api/recommended-providers/", {
      failure: "Failed to fetch services list.",
      catalogue: true,
      query: { latitude: coords.lat, longitude: coords.lng, service_type_id: recTab === "salon" ? SERVICE_TYPE.salon : SERVICE_TYPE.freelancer },
    });
  };

  const { services, cities, categories, recommended, faqs } = await promiseHash({
    services: loadServices(context, request),
    cities: client.get("/api/cities/", { failure: "Failed to load cities", catalogue: true }),
    categories: client.get("/api/categories/", { failure: "Failed to fetch Featured Services data.", catalogue: true }),
    recommended: recommendedNear(),
    faqs: client.get("/api/servicefaq/", {
      failure: faqTab === "salon" ? "Failed to fetch salon service faq's data" : "Failed to fetch home service faq's data",
      catalogue: true,
      query: { service_type: faqTab === "salon" ? SERVICE_TYPE.salon : SERVICE_TYPE.freelancer },
    }),
  });

  return {
    seo: { origin: publicOrigin(request), path: "/", title: serverT(request, "common", "siteTitle"), description: serverT(request, "common", "siteDescription") },
    search: {
      serviceTypeId: sel.serviceTypeId ? String(sel.serviceTypeId) : undefined,
      service: sel.serviceName ?? "",
      location,
    },
    location,
    locationStored: Boolean(sel.location),
    services: services.map((s) => s.service_name),
    places: cities.ok ? cities.data : [],
    categories: categories.ok ? categories.data.data : [],
    categoriesError: categories.ok ? null : serverT(request, "home", "featuredError"),
    recTab: recTab as "salon" | "specialist",
    recommended: recommended?.ok ? recommended.data.data : [],
    recommendedError: recommended && !recommended.ok ? recommended.message : null,
    faqTab: faqTab as "home" | "salon",
    faqs: faqs.ok ? faqs.data.data : [],
    faqError: faqs.ok ? null : faqs.message,
    ...messagesFor(request, "home", "search"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "search") return searchAction(context, request, form);
  throw unknownRequest(request);
}

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <Hero categories={d.categories} location={d.location} locationStored={d.locationStored} defaultValue={d.search} lastResult={actionData?.search} services={d.services} places={d.places} />
      <InfoCards />
      <FeaturedServices categories={d.categories} error={d.categoriesError} location={d.location} locationStored={d.locationStored} />
      <BridalPackages location={d.location} locationStored={d.locationStored} />
      <Recommended tab={d.recTab} providers={d.recommended} error={d.recommendedError} location={d.location} />
      <BookingFlow />
      <Testimonials />
      <Faq tab={d.faqTab} faqs={d.faqs} error={d.faqError} />
      <ProBanner />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
