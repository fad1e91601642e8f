import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { PUBLIC_INFO_PATHS, publicOrigin, urlSet, xmlEscape, xmlResponse } from "~/lib/seo.server";
import { SERVICE_TYPE } from "../../../contract/catalog";

/** /sitemaps/pages.xml: the home page, the information pages, and salons and home services in each city. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request);
  const cities = await api(context, request).get("/api/cities/", { failure: "load cities", catalogue: true });
  if (!cities.ok) return xmlResponse(`<error>${xmlEscape(cities.message)}</error>\n`, 503);
  const searches = cities.data.flatMap((city) => Object.values(SERVICE_TYPE).map((type) => `/SearchResults?type=${type}&location=${encodeURIComponent(city)}`));
  return xmlResponse(urlSet(["/", ...PUBLIC_INFO_PATHS, ...searches].map((path) => origin + path)));
}
