import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import {
  CategoriesResponse,
  CitiesResponse,
  FaqQuery,
  FaqResponse,
  ProviderCategoriesResponse,
  ProviderCategoryQuery,
  ProviderPagesQuery,
  ProviderPagesResponse,
  ServicesResponse,
  ServiceTypesResponse,
  SubcategoriesQuery,
  SubcategoriesResponse,
} from "../../../contract/schemas/catalog";
import { listCities, listFaqs, listFeaturedCategories, listProviderCategories, listProviderPages, listServices, listServiceTypes, listSubcategories } from "./catalog.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "get",
    path: "/api/service-types/",
    tags: ["Catalogue"],
    security: [],
    summary: "Service types (1 Salon Services, 2 Home Services)",
    responses: {
      200: json(ServiceTypesResponse, "All service types"),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const results = await listServiceTypes(c.var.deps.db);
    return c.json({ status: "success" as const, results }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/services/",
    tags: ["Catalogue"],
    security: [],
    summary: "The catalogue of service names for the search box, alphabetical",
    responses: {
      200: json(ServicesResponse, "All catalogue services"),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const results = await listServices(c.var.deps.db);
    return c.json({ status: "success" as const, results }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/cities/",
    tags: ["Catalogue"],
    security: [],
    summary: "Cities with providers (a bare array of names, sorted)",
    responses: {
      200: json(CitiesResponse, "City names"),
      500: error("Failure"),
    },
  }),
  async (c) => c.json(await listCities(c.var.deps.db), 200),
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/categories/",
    tags: ["Catalogue"],
    security: [],
    summary: "Featured categories for the home page, in display order",
    responses: {
      200: json(CategoriesResponse, "Featured, active categories"),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const data = await listFeaturedCategories(c.var.deps.db);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/provider-api/subcategories/",
    tags: ["Catalogue"],
    security: [],
    summary: "Subcategories, optionally of one category (public)",
    request: { query: SubcategoriesQuery },
    responses: {
      200: json(SubcategoriesResponse, "Subcategories"),
      400: error("Invalid category ID."),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const data = await listSubcategories(c.var.deps.db, c.req.valid("query").category_id);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/provider-api/provider_category/",
    tags: ["Catalogue"],
    security: [],
    summary: "Categories in which a provider offers services (public; for the provider page's Category dropdown)",
    request: { query: ProviderCategoryQuery },
    responses: {
      200: json(ProviderCategoriesResponse, "The provider's categories (empty for an unknown provider)"),
      400: error("Invalid provider ID. / Invalid branch ID."),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const data = await listProviderCategories(c.var.deps.db, c.req.valid("query").provider_id);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/servicefaq/",
    tags: ["Catalogue"],
    security: [],
    summary: "Frequently asked questions for salon (1) or home (2) services",
    request: { query: FaqQuery },
    responses: {
      200: json(FaqResponse, "The FAQs of that service type"),
      400: error("service_type is not 1 or 2"),
      500: error("Failure"),
    },
  }),
  async (c) => {
    const data = await listFaqs(c.var.deps.db, c.req.valid("query").service_type);
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/provider-pages/",
    tags: ["Catalogue"],
    security: [],
    summary: "Every provider branch's public page (provider and branch ids), PROVIDER_PAGES_PAGE_SIZE at a time, for sitemaps",
    request: { query: ProviderPagesQuery },
    responses: {
      200: json(ProviderPagesResponse, "One page of provider pages; past the last page, data is empty"),
      400: error("Invalid page"),
      500: error("Failure"),
    },
  }),
  async (c) => c.json(await listProviderPages(c.var.deps.db, c.req.valid("query").page), 200),
);
