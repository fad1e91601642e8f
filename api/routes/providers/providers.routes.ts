import { createRoute, z } from "@hono/zod-openapi";
import { idText } from "../../../contract/schemas/fields";
import { createRouter } from "../../lib/context";
import {
  BookServiceQuery,
  BookServiceResponse,
  PAGE_SIZE,
  PrebridalQuery,
  ProviderListItem,
  RecommendedProvider,
  RecommendedQuery,
  Review,
  SearchQuery,
  SearchResponse,
} from "../../../contract/schemas/providers";
import { prebridalNear, recommended } from "./nearby.service";
import { providerDetail, providerReviews } from "./provider-page.service";
import { searchProviders } from "./search.service";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

router.openapi(
  createRoute({
    method: "get",
    path: "/api/serviceprovidertypes/",
    tags: ["Providers"],
    security: [],
    summary: "Provider search: branches near a place, nearest first, 20 a page",
    description: "Filters by catalogue service, category and service type. `radius` is in km (the app sends '20'). Nothing found is a 404 with status 'failure'.",
    request: { query: SearchQuery },
    responses: { 200: json(SearchResponse, "A page of providers"), 400: error("Invalid parameters"), 404: error("Nothing found near this place") },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const result = await searchProviders(c.var.deps.db, query, c.var.deps.now());
    return c.json({ status: "success" as const, page: query.page, page_size: PAGE_SIZE, ...result }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/nearby-prebridal-packages/",
    tags: ["Providers"],
    security: [],
    summary: "Providers with a pre-bridal package near a place",
    request: { query: PrebridalQuery },
    responses: {
      200: json(z.object({ status: z.literal("success"), data: z.array(ProviderListItem) }), "Providers, nearest first"),
      404: error("Nothing found near this place"),
    },
  }),
  async (c) => {
    const data = await prebridalNear(c.var.deps.db, c.req.valid("query").address, c.var.deps.now());
    return c.json({ status: "success" as const, data }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/bookservice/",
    tags: ["Providers"],
    security: [],
    summary: "Provider detail for one branch: overview, services, packages, stylists, photos",
    request: { query: BookServiceQuery },
    responses: { 200: json(BookServiceResponse, "The provider"), 400: error("Invalid provider ID."), 404: error("Unknown provider or branch") },
  }),
  async (c) => {
    const detail = await providerDetail(c.var.deps.db, c.req.valid("query"), c.var.deps.now());
    return c.json({ status: "success" as const, ...detail }, 200);
  },
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/recommended-providers/",
    tags: ["Providers"],
    security: [],
    summary: "Best rated salons (1) or specialists (2) within 25 km of a point",
    request: { query: RecommendedQuery },
    responses: {
      200: json(z.object({ status: z.literal("success"), data: z.array(RecommendedProvider) }), "Up to 12 providers (may be empty)"),
      400: error("Invalid coordinates or type"),
    },
  }),
  async (c) => c.json({ status: "success" as const, data: await recommended(c.var.deps.db, c.req.valid("query")) }, 200),
);

router.openapi(
  createRoute({
    method: "get",
    path: "/api/providers-reviews/{providerId}/",
    tags: ["Providers"],
    security: [],
    summary: "A provider's published reviews, newest first",
    request: { params: z.object({ providerId: idText("Invalid provider ID.") }) },
    responses: {
      200: json(z.object({ status: z.literal("success"), reviews: z.array(Review), data: z.array(Review) }), "Reviews (also under `data`)"),
      400: error("Invalid provider ID."),
    },
  }),
  async (c) => {
    const reviews = await providerReviews(c.var.deps.db, Number(c.req.valid("param").providerId));
    return c.json({ status: "success" as const, reviews, data: reviews }, 200);
  },
);
