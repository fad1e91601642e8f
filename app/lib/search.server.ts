import { data, redirect, type AppLoadContext } from "react-router";
import { parseWithZod } from "@conform-to/zod";
import { api } from "./api.server";
import { commitSession, getSession, updateSelection } from "./session.server";
import { searchSchema, SERVICE_TYPES } from "~/schemas/search";
import { publicOrigin } from "./seo.server";
import { SERVICE_TYPE } from "../../contract/catalog";
import { serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";

export interface CatalogueService {
  service_id: number;
  service_name: string;
}

export async function loadServices(context: AppLoadContext, request: Request) {
  const result = await api(context, request).get("/api/services/", { failure: "Failed to fetch services list.", catalogue: true });
  return result.ok ? result.data.results : [];
}

/**
 * The catalogue service the text names exactly (any case): searched by its id. Anything else is
 * searched as words (the API ranks what they mean), never rewritten into the first service that
 * contains them ("hair" is every hair service, not Bridal Hairdo).
 */
export function matchService(services: CatalogueService[], text: string) {
  const q = text.trim().toLowerCase();
  if (!q) return undefined;
  return services.find((s) => s.service_name.toLowerCase() === q);
}

/**
 * The search form's action, shared by the home hero and the results page: validates, remembers
 * the choice in the session (the spec's selected service type, service and location) and goes to
 * /SearchResults with everything in the URL, so results can be bookmarked and shared.
 */
export async function searchAction(context: AppLoadContext, request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: searchSchema });
  if (submission.status !== "success") return data({ search: submission.reply() }, { status: 400 });
  const { serviceTypeId, service, location } = submission.value;
  const match = matchService(await loadServices(context, request), service);
  const session = await getSession(request);
  const typeName = SERVICE_TYPES.find((t) => String(t.id) === serviceTypeId)!.name;
  updateSelection(session, {
    serviceTypeId: Number(serviceTypeId),
    serviceTypeName: typeName,
    serviceId: match?.service_id ?? 0,
    serviceName: match?.service_name ?? service,
    location,
    categoryId: undefined,
  });
  const params = new URLSearchParams({ type: serviceTypeId, service: match?.service_name ?? service, location });
  if (match) params.set("service_id", String(match.service_id));
  return redirect(`/SearchResults?${params}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

const MAX_PLACE_CHOICES = 5;

/** Places the text may mean, when the gazetteer cannot place it as it is. */
export async function placeCandidates(client: ReturnType<typeof api>, location: string): Promise<string[]> {
  const known = await client.get("/api/places/geocode/", { failure: "Failed to get location.", catalogue: true, query: { address: location } });
  if (!known.ok || known.data.results.length > 0) return [];
  const input = location.slice(0, 80);
  const suggested = await client.get("/api/places/autocomplete/", { failure: "Failed to get location.", query: { input } });
  return suggested.ok ? suggested.data.predictions.slice(0, MAX_PLACE_CHOICES).map((p) => p.description) : [];
}

/** The search's one address (what it searches for and where; not its sort or page) and a line for previews. */
export function searchSeo(request: Request, what: { type: string; location: string; service: string | null; catID: string | null; page: number }) {
  const query = new URLSearchParams();
  if (what.type === String(SERVICE_TYPE.salon) || what.type === String(SERVICE_TYPE.freelancer)) query.set("type", what.type);
  if (what.service) query.set("service", what.service);
  if (what.catID && /^\d+$/.test(what.catID)) query.set("catID", what.catID);
  query.set("location", what.location);
  // Each page of results is a page of its own, with its own address and title.
  if (what.page > 1) query.set("page", String(what.page));
  const kind = serverT(request, "search", what.type === String(SERVICE_TYPE.freelancer) ? "seoKindHome" : "seoKindAll");
  const vars = { kind, service: what.service ?? "", location: what.location, page: what.page > 1 ? fill(serverT(request, "search", "seoPage"), { page: String(what.page) }) : "" };
  return {
    origin: publicOrigin(request),
    path: `/SearchResults?${query}`,
    title: fill(serverT(request, "search", what.service ? "seoTitleService" : "seoTitle"), vars),
    description: fill(serverT(request, "search", what.service ? "seoDescriptionService" : "seoDescription"), vars),
  };
}
