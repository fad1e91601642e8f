import type { LoaderFunctionArgs } from "react-router";
import { PERSONAL_PATHS, publicOrigin } from "~/lib/seo.server";

/** robots.txt: everything public may be indexed, nothing personal, and where the sitemap is. */
export function loader({ request }: LoaderFunctionArgs) {
  const lines = ["User-agent: *", ...PERSONAL_PATHS.map((p) => `Disallow: ${p}`), "Allow: /", "", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
