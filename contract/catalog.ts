/**
 * The catalogue part of the HTTP contract: service type ids and names as the spec numbers them
 * (spec 01: "1 is Salon Services, 2 is Home Services (shown as Freelancer on provider cards)").
 * Constants only, no logic.
 */

/** service_type_id on the wire. */
export const SERVICE_TYPE = {
  salon: 1,
  /** Home services, by freelancers ("Specialist" in the recommended tabs). */
  freelancer: 2,
} as const;
export type ServiceTypeId = (typeof SERVICE_TYPE)[keyof typeof SERVICE_TYPE];

/** type_name of each service type (GET /api/service-types/, and `service_type` on a provider's detail). */
export const SERVICE_TYPE_NAME = {
  1: "Salon Services",
  2: "Home Services",
} as const satisfies Record<ServiceTypeId, string>;

/** How provider search results are ordered: best match (the default with search words), nearest (the spec's default), best rated, cheapest. */
export const SEARCH_SORTS = ["relevance", "distance", "rating", "price"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Provider pages listed per page of GET /api/provider-pages/ (and so per sitemap file of the web app). */
export const PROVIDER_PAGES_PAGE_SIZE = 1000;
