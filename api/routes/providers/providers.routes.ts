import { createRouter } from "../../lib/context";
import { PAGE_SIZE } from "../../../contract/schemas/providers";
import { prebridalNear, recommended } from "./nearby.service";
import { providerDetail, providerReviews } from "./provider-page.service";
import { searchProviders } from "./search.service";
import * as routes from "../../../contract/routes/providers";
import { callerLanguage } from "../../lib/languages";

export const router = createRouter();

router.openapi(routes.serviceprovidertypes, async (c) => {
  const query = c.req.valid("query");
  const result = await searchProviders(c.var.deps.db, query, c.var.deps.now(), callerLanguage(c));
  return c.json({ status: "success" as const, page: query.page, page_size: PAGE_SIZE, ...result }, 200);
});

router.openapi(routes.nearbyPrebridalPackages, async (c) => {
  const data = await prebridalNear(c.var.deps.db, c.req.valid("query").address, c.var.deps.now(), callerLanguage(c));
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(routes.bookservice, async (c) => {
  const detail = await providerDetail(c.var.deps.db, c.req.valid("query"), c.var.deps.now(), callerLanguage(c));
  return c.json({ status: "success" as const, ...detail }, 200);
});

router.openapi(routes.recommendedProviders, async (c) => c.json({ status: "success" as const, data: await recommended(c.var.deps.db, c.req.valid("query")) }, 200));

router.openapi(routes.providersReviews, async (c) => {
  const { reviews, sub_ratings } = await providerReviews(c.var.deps.db, Number(c.req.valid("param").providerId));
  return c.json({ status: "success" as const, reviews, data: reviews, sub_ratings }, 200);
});
