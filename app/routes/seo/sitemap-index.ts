import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";
import { publicOrigin, xmlEscape, xmlResponse } from "~/lib/seo.server";

/** /sitemap.xml: an index of the public pages' sitemap and one sitemap per page of provider pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request);
  const first = await api(context, request).get("/api/provider-pages/", { failure: "load provider pages", query: { page: 1 } });
  // Without the providers a partial index would tell search engines the provider pages are gone.
  if (!first.ok) return xmlResponse(`<error>${xmlEscape(first.message)}</error>\n`, 503);
  const files = [`${origin}/sitemaps/pages.xml`, ...Array.from({ length: first.data.total_pages }, (_, i) => `${origin}/sitemaps/providers/${i + 1}.xml`)];
  return xmlResponse(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `  <sitemap><loc>${xmlEscape(f)}</loc></sitemap>`).join("\n")}\n</sitemapindex>\n`);
}
