import { z } from "@hono/zod-openapi";
import { coordinate, finiteNumber, id as shortId, text } from "./fields";
import { SEARCH_SORTS, SERVICE_TYPE } from "../catalog";
import { SUB_RATINGS } from "../review";
import { SubRatingValues } from "./bookings";

export const PAGE_SIZE = 20;
export const DEFAULT_RADIUS_KM = 20;
export const MAX_RADIUS_KM = 100;
export const DEFAULT_LOCATION = "Trivandrum";
/**
 * A search ranks at most this many matching branches, the nearest ones (docs/decisions/0016):
 * its cost stays the same however many providers there are; `total_capped` says there were more.
 */
export const SEARCH_WINDOW = 200;
/** Longest search text the API reads (longer is refused, not cut). */
export const MAX_QUERY_LENGTH = 100;
/** Most services one search asks for together (`service_ids`). */
export const MAX_SERVICE_IDS = 10;
export { SEARCH_SORTS, type SearchSort } from "../catalog";

const id = (name: string) => shortId(`${name} must be a number.`);
/** Empty strings and '0' mean "not given", as the app sends them. */
const optionalId = (name: string) => z.preprocess((v) => (v === "" || v === "0" || v === 0 || v === "undefined" || v === "null" ? undefined : v), id(name).optional());

export const SearchQuery = z.object({
  service_id: optionalId("service_id").openapi({ description: "Catalogue service id (GET /api/services/)" }),
  service_ids: z
    .preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_SERVICE_IDS - 1}}$`), `service_ids must be up to ${MAX_SERVICE_IDS} service numbers, separated by commas.`)
        .transform((v) => [...new Set(v.split(",").map(Number))])
        .optional(),
    )
    .openapi({ type: "string", description: "Catalogue service ids, comma-separated: only providers offering every one (a rebooking's search)", example: "1,7" }),
  address: text().trim().max(200).default(DEFAULT_LOCATION).openapi({ description: "Place name, pincode or 'Lat: .., Lng: ..'", example: "Trivandrum" }),
  radius: z
    .preprocess((v) => (v === "" ? undefined : v), finiteNumber(`radius must be a number up to ${MAX_RADIUS_KM}.`, { min: 0.001, max: MAX_RADIUS_KM }).default(DEFAULT_RADIUS_KM))
    .openapi({ description: "Search radius in km (the app sends '20')" }),
  category_id: optionalId("category_id"),
  q: z
    .preprocess((v) => (v === "" ? undefined : v), text().trim().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters.`).optional())
    .openapi({ description: "Words to look for in service, category and provider names; typos and other spellings allowed", example: "hair" }),
  sort: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(", ")}.` }).optional())
    .openapi({ description: "relevance (default when q is given), distance (default otherwise), rating, price" }),
  open_now: z
    .preprocess((v) => (v === "" || v === "0" || v === "false" ? undefined : v), z.enum(["1", "true"], { message: "open_now must be 1 or 0." }).optional())
    .transform((v) => v !== undefined)
    .openapi({ type: "string", description: "1: only branches open at this moment, by their hours in India time" }),
  service_type_id: z.preprocess(
    (v) => (v === "" || v === "0" ? undefined : v),
    finiteNumber("service_type_id must be 1 or 2.", { min: SERVICE_TYPE.salon, max: SERVICE_TYPE.freelancer, int: true }).optional(),
  ),
  page: finiteNumber("page must be a whole number from 1 to 500.", { min: 1, max: 500, int: true }).default(1),
});

export const ProviderListItem = z
  .object({
    provider_id: z.number().int(),
    provider_name: z.string(),
    rating: z.number(),
    average_rating: z.number(),
    provider_city: z.string(),
    provider_state: z.string(),
    branch_id: z.number().int(),
    branch_name: z.string(),
    branch_city: z.string(),
    branch_state: z.string(),
    distance_km: z.number(),
    verified: z.boolean(),
    service_name: z.string(),
    all_services: z.string().openapi({ description: "Comma-separated service names" }),
    service_type_id: z.number().int(),
    image_url: z.string().nullable(),
    review_count: z.string().openapi({ example: "3 reviews" }),
    working_hours: z.string().openapi({ description: "Today's hours, e.g. '9:30 AM to 8:00 PM'" }),
  })
  .openapi("ProviderListItem");
export type ProviderListItem = z.infer<typeof ProviderListItem>;

export const SearchResponse = z
  .object({
    status: z.literal("success"),
    data: z.array(ProviderListItem),
    page: z.number().int(),
    page_size: z.number().int(),
    has_more: z.boolean(),
    total: z.number().int().openapi({ description: "How many branches matched, on every page (at most SEARCH_WINDOW)" }),
    total_capped: z.boolean().openapi({ description: "More branches matched than the search ranks: the nearest SEARCH_WINDOW are ranked and counted" }),
    sort: z.enum(SEARCH_SORTS),
    location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  })
  .openapi("ProviderSearchResponse");

export const PrebridalQuery = z.object({ address: text().trim().max(200).default(DEFAULT_LOCATION) });

export const BookServiceQuery = z.object({
  provider_id: shortId("Invalid provider ID."),
  branch_id: optionalId("branch_id"),
  service_id: optionalId("service_id"),
  category_id: optionalId("category_id"),
  subcategory_id: optionalId("subcategory_id"),
});

export const Service = z
  .object({
    service_id: z.number().int(),
    service_name: z.string(),
    description: z.string(),
    price: z.number(),
    image: z.string().nullable(),
    service_time: z.string(),
    category_id: z.number().int().nullable(),
    category_name: z.string(),
    subcategory_id: z.number().int().nullable(),
  })
  .openapi("Service");

export const Package = z
  .object({
    service_id: z.number().int(),
    package_name: z.string(),
    service_image: z.string().nullable(),
    service_price: z.number(),
    package_services: z.string(),
    service_time: z.string(),
    category_name: z.string(),
  })
  .openapi("Package");

export const Stylist = z
  .object({
    beautician_id: z.number().int(),
    beautician_name: z.string(),
    role: z.string(),
    years_of_experience: z.number().int(),
    rating: z.number(),
    profile_image: z.string().nullable(),
  })
  .openapi("Stylist");

export const Photo = z.object({ photo_id: z.number().int(), image: z.string(), service_name: z.string() }).openapi("Photo");

export const BookServiceResponse = z
  .object({
    status: z.literal("success"),
    data: z.array(ProviderListItem.extend({ service_type: z.string(), branch_latitude: z.number(), branch_longitude: z.number(), branch_address: z.string() })),
    overview: z.object({
      business_summary: z.string(),
      gender_type: z.string(),
      Working_hours: z.record(z.string()).openapi({ example: { Monday: "9:30 AM,8:00 PM" } }),
      latitude: z.number(),
      longitude: z.number(),
    }),
    services: z.array(Service),
    packages: z.array(Package),
    stylist: z.array(Stylist),
    photos: z.array(Photo),
    frequently_used_services: z.array(Service),
  })
  .openapi("ProviderDetail");
export type BookServiceResponse = z.infer<typeof BookServiceResponse>;

export const RecommendedQuery = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  service_type_id: finiteNumber("service_type_id must be 1 or 2.", { min: SERVICE_TYPE.salon, max: SERVICE_TYPE.freelancer, int: true }),
});

export const RecommendedProvider = z
  .object({
    provider_id: z.number().int(),
    branch_id: z.number().int(),
    image_url: z.string().nullable(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    rating: z.number(),
    review_count: z.number().int(),
    distance_km: z.number(),
  })
  .openapi("RecommendedProvider");
export type RecommendedProvider = z.infer<typeof RecommendedProvider>;

export const Review = z
  .object({
    review_id: z.number().int(),
    user_id: z.number().int().nullable(),
    user_name: z.string(),
    rating: z.number(),
    comment: z.string(),
    created_at: z.string(),
    status: z.string(),
    verified_booking: z.boolean().openapi({ description: "Written by the customer of a completed booking on Saaj (every review customers write is; the demo's seeded ones are not)" }),
    ...SubRatingValues.shape,
    photos: z.array(z.string()).openapi({ description: "The review's photos' addresses, in order", example: ["/api/review-photos/7/"] }),
    updated_at: z.string().nullable().openapi({ description: "When the customer last edited it" }),
    reply: z.string().nullable().openapi({ description: "The provider's one public reply" }),
    replied_at: z.string().nullable(),
  })
  .openapi("Review");
export type Review = z.infer<typeof Review>;

/** Per sub-rating, the average of the provider's approved reviews that gave it (null when none did). */
export const SubRatingAverage = z.object({ name: z.enum(SUB_RATINGS), average: z.number().nullable(), count: z.number().int() }).openapi("SubRatingAverage");
export type SubRatingAverage = z.infer<typeof SubRatingAverage>;

export const NOT_FOUND = "No service providers found near this location. Try another service or place.";
