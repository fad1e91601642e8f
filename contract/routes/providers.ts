import { createRoute, z } from "@hono/zod-openapi";
import { idText } from "../schemas/fields";
import {
  BookServiceQuery,
  BookServiceResponse,
  PrebridalQuery,
  ProviderListItem,
  RecommendedProvider,
  RecommendedQuery,
  Review,
  SearchQuery,
  SubRatingAverage,
  SearchResponse,
} from "../schemas/providers";
import { jsonResponse as json, errorResponse as error } from "./openapi";

export const serviceprovidertypes = createRoute({
  method: "get",
  path: "/api/serviceprovidertypes/",
  tags: ["Providers"],
  security: [],
  summary: "Provider search: branches near a place, nearest first, 20 a page",
  description: "Filters by catalogue service, category and service type. `radius` is in km (the app sends '20'). Nothing found is a 404 with status 'failure'.",
  request: { query: SearchQuery },
  responses: { 200: json(SearchResponse, "A page of providers"), 400: error("Invalid parameters"), 404: error("Nothing found near this place") },
});

export const nearbyPrebridalPackages = createRoute({
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
});

export const bookservice = createRoute({
  method: "get",
  path: "/api/bookservice/",
  tags: ["Providers"],
  security: [],
  summary: "Provider detail for one branch: overview, services, packages, stylists, photos",
  request: { query: BookServiceQuery },
  responses: { 200: json(BookServiceResponse, "The provider"), 400: error("Invalid provider ID."), 404: error("Unknown provider or branch") },
});

export const recommendedProviders = createRoute({
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
});

export const providersReviews = createRoute({
  method: "get",
  path: "/api/providers-reviews/{providerId}/",
  tags: ["Providers"],
  security: [],
  summary: "A provider's published reviews, newest first",
  request: { params: z.object({ providerId: idText("Invalid provider ID.") }) },
  responses: {
    200: json(
      z.object({ status: z.literal("success"), reviews: z.array(Review), data: z.array(Review), sub_ratings: z.array(SubRatingAverage) }),
      "Reviews (also under `data`), and the averages of their sub-ratings",
    ),
    400: error("Invalid provider ID."),
  },
});
