import { createRoute } from "@hono/zod-openapi";
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
} from "../schemas/catalog";
import { jsonResponse as json, errorResponse as error } from "./openapi";

export const serviceTypes = createRoute({
  method: "get",
  path: "/api/service-types/",
  tags: ["Catalogue"],
  security: [],
  summary: "Service types (1 Salon Services, 2 Home Services)",
  responses: {
    200: json(ServiceTypesResponse, "All service types"),
    500: error("Failure"),
  },
});

export const services = createRoute({
  method: "get",
  path: "/api/services/",
  tags: ["Catalogue"],
  security: [],
  summary: "The catalogue of service names for the search box, in the caller's language (Accept-Language), alphabetical",
  responses: {
    200: json(ServicesResponse, "All catalogue services"),
    500: error("Failure"),
  },
});

export const cities = createRoute({
  method: "get",
  path: "/api/cities/",
  tags: ["Catalogue"],
  security: [],
  summary: "Cities with providers (a bare array of names, sorted)",
  responses: {
    200: json(CitiesResponse, "City names"),
    500: error("Failure"),
  },
});

export const categories = createRoute({
  method: "get",
  path: "/api/categories/",
  tags: ["Catalogue"],
  security: [],
  summary: "Featured categories for the home page, in display order",
  responses: {
    200: json(CategoriesResponse, "Featured, active categories"),
    500: error("Failure"),
  },
});

export const subcategories = createRoute({
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
});

export const providerCategory = createRoute({
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
});

export const servicefaq = createRoute({
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
});

export const providerPages = createRoute({
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
});
