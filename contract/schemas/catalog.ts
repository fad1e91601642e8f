import { z } from "@hono/zod-openapi";
import { finiteNumber, id } from "./fields";
import { SERVICE_TYPE } from "../catalog";

export const MESSAGES = {
  invalidProvider: "Invalid provider ID.",
  invalidBranch: "Invalid branch ID.",
  invalidCategory: "Invalid category ID.",
  invalidServiceType: "service_type must be 1 (salon) or 2 (home).",
  invalidPage: "page must be a whole number from 1.",
} as const;

/** Absent or "" -> undefined; otherwise a positive whole number or `message`. */
const optionalId = (message: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), id(message).optional());
const requiredId = (message: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), id(message));

export const ServiceType = z.object({ service_type_id: z.number().int(), type_name: z.string() }).openapi("ServiceType");
export type ServiceType = z.infer<typeof ServiceType>;
export const ServiceTypesResponse = z.object({ status: z.literal("success"), results: z.array(ServiceType) });

export const CatalogueService = z.object({ service_id: z.number().int(), service_name: z.string() }).openapi("CatalogueService", { description: "A service name customers search for." });
export type CatalogueService = z.infer<typeof CatalogueService>;
export const ServicesResponse = z.object({ status: z.literal("success"), results: z.array(CatalogueService) }).openapi("ServicesResponse");
export type ServicesResponse = z.infer<typeof ServicesResponse>;

export const CitiesResponse = z.array(z.string()).openapi("CitiesResponse", { description: "Cities with at least one provider branch, sorted.", example: ["Bengaluru", "Chennai", "Kochi"] });
export type CitiesResponse = z.infer<typeof CitiesResponse>;

export const FeaturedCategory = z
  .object({
    category_id: z.number().int(),
    category_name: z.string(),
    image: z.string().nullable(),
    status: z.boolean(),
  })
  .openapi("FeaturedCategory");
export type FeaturedCategory = z.infer<typeof FeaturedCategory>;
export const CategoriesResponse = z.object({ status: z.literal("success"), data: z.array(FeaturedCategory) }).openapi("CategoriesResponse");
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const SubcategoriesQuery = z.object({
  category_id: optionalId(MESSAGES.invalidCategory).openapi({
    param: { name: "category_id", in: "query" },
    type: "integer",
    description: "Only this category's subcategories (default: all).",
  }),
});
export const Subcategory = z.object({ subcategory_id: z.number().int(), subcategory_name: z.string(), category_id: z.number().int() }).openapi("Subcategory");
export type Subcategory = z.infer<typeof Subcategory>;
export const SubcategoriesResponse = z.object({ status: z.literal("success"), data: z.array(Subcategory) }).openapi("SubcategoriesResponse");
export type SubcategoriesResponse = z.infer<typeof SubcategoriesResponse>;

export const ProviderCategoryQuery = z.object({
  provider_id: requiredId(MESSAGES.invalidProvider).openapi({ param: { name: "provider_id", in: "query" }, type: "integer" }),
  branch_id: optionalId(MESSAGES.invalidBranch).openapi({
    param: { name: "branch_id", in: "query" },
    type: "integer",
    description: "Accepted for the spec's call; a provider's services are the same at every branch.",
  }),
});
export const ProviderCategory = z.object({ category_id: z.number().int(), category_name: z.string() }).openapi("ProviderCategory");
export type ProviderCategory = z.infer<typeof ProviderCategory>;
export const ProviderCategoriesResponse = z.object({ status: z.literal("success"), data: z.array(ProviderCategory) }).openapi("ProviderCategoriesResponse");
export type ProviderCategoriesResponse = z.infer<typeof ProviderCategoriesResponse>;

export const FaqQuery = z.object({
  service_type: z
    .enum([String(SERVICE_TYPE.salon), String(SERVICE_TYPE.freelancer)] as const, { message: MESSAGES.invalidServiceType })
    .transform(Number)
    .openapi({ param: { name: "service_type", in: "query" }, description: "1 salon, 2 home services." }),
});
export const Faq = z
  .object({
    faq_id: z.number().int(),
    service_type: z.number().int(),
    question: z.string(),
    answer: z.string(),
    created_at: z.string().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Faq");
export type Faq = z.infer<typeof Faq>;
export const FaqResponse = z.object({ status: z.literal("success"), data: z.array(Faq) }).openapi("FaqResponse");
export type FaqResponse = z.infer<typeof FaqResponse>;

/** GET /api/provider-pages/: every provider branch's public page, for the sitemap, a page at a time. */
export const ProviderPagesQuery = z.object({
  page: finiteNumber(MESSAGES.invalidPage, { min: 1, max: 1_000_000, int: true })
    .optional()
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, description: "From 1." }),
});
export const ProviderPage = z.object({ provider_id: z.number().int(), branch_id: z.number().int() }).openapi("ProviderPage");
export type ProviderPage = z.infer<typeof ProviderPage>;
export const ProviderPagesResponse = z
  .object({
    status: z.literal("success"),
    data: z.array(ProviderPage),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  })
  .openapi("ProviderPagesResponse");
export type ProviderPagesResponse = z.infer<typeof ProviderPagesResponse>;
