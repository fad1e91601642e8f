import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { publicOrigin, urlSet, xmlEscape, xmlResponse } from "~/lib/seo.server";

/** /sitemaps/providers/<n>.xml: the nth page of provider pages (GET /api/provider-pages/). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = /^([1-9]\d{0,5})\.xml$/.exec(params.file ?? "")?.[1];
  if (!page) return xmlResponse("<error>No such sitemap.</error>\n", 404);
  const pages = await api(context, request).get("/api/provider-pages/", { failure: "load provider pages", query: { page } });
  if (!pages.ok) return xmlResponse(`<error>${xmlEscape(pages.message)}</error>\n`, pages.status === 400 ? 404 : 503);
  if (pages.data.data.length === 0) return xmlResponse("<error>No such sitemap.</error>\n", 404);
  const origin = publicOrigin(request);
  return xmlResponse(urlSet(pages.data.data.map((p) => `${origin}/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id}`)));
}
