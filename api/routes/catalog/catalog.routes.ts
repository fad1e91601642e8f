import { createRouter } from "../../lib/context";
import { listCities, listFaqs, listFeaturedCategories, listProviderCategories, listProviderPages, listServices, listServiceTypes, listSubcategories } from "./catalog.service";
import * as routes from "../../../contract/routes/catalog";
import { callerLanguage } from "../../lib/languages";

export const router = createRouter();

router.openapi(routes.serviceTypes, async (c) => {
  const results = await listServiceTypes(c.var.deps.db, callerLanguage(c));
  return c.json({ status: "success" as const, results }, 200);
});

router.openapi(routes.services, async (c) => {
  const results = await listServices(c.var.deps.db, callerLanguage(c));
  return c.json({ status: "success" as const, results }, 200);
});

router.openapi(routes.cities, async (c) => c.json(await listCities(c.var.deps.db), 200));

router.openapi(routes.categories, async (c) => {
  const data = await listFeaturedCategories(c.var.deps.db, callerLanguage(c));
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(routes.subcategories, async (c) => {
  const data = await listSubcategories(c.var.deps.db, callerLanguage(c), c.req.valid("query").category_id);
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(routes.providerCategory, async (c) => {
  const data = await listProviderCategories(c.var.deps.db, callerLanguage(c), c.req.valid("query").provider_id);
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(routes.servicefaq, async (c) => {
  const data = await listFaqs(c.var.deps.db, callerLanguage(c), c.req.valid("query").service_type);
  return c.json({ status: "success" as const, data }, 200);
});

router.openapi(routes.providerPages, async (c) => c.json(await listProviderPages(c.var.deps.db, c.req.valid("query").page), 200));
