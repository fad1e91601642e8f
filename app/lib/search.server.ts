import { data, redirect, type AppLoadContext } from "react-router";
import { parseWithZod } from "@conform-to/zod";
import { api } from "./api.server";
import { commitSession, getSession, updateSelection } from "./session.server";
import { searchSchema, SERVICE_TYPES } from "~/schemas/search";

export interface CatalogueService {
  service_id: number;
  service_name: string;
}

export async function loadServices(context: AppLoadContext, request: Request) {
  const result = await api(context, request).get<{ results: CatalogueService[] }>("/api/services/", { failure: "Failed to fetch services list.", catalogue: true });
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
