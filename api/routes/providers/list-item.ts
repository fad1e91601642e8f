import { and, eq, sql } from "drizzle-orm";
import { inLanguage } from "../../lib/languages";
import type { Language } from "../../../shared/languages";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { branches, offerings, providers, reviews } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { findPlace } from "../../lib/gazetteer";
import { indiaNow } from "../../lib/ist";
import { NOT_FOUND, type ProviderListItem } from "../../../contract/schemas/providers";

/** Builds the subqueries below without a connection; they run inside each caller's query. */
export const qb = new QueryBuilder();
/** The weekday in India, where every provider is. */
export const indianWeekday = (now: Date) => indiaNow(now).weekday;
export const hoursText = (hours: Record<string, string>, day: string) => {
  const today = hours[day];
  return today
    ? today
        .split(",")
        .map((t) => t.trim())
        .join(" to ")
    : "Closed today";
};
/** Approved reviews per provider; joined LATERAL to the provider of each row. */
export const reviewStats = qb
  .select({
    reviewCount: sql<number>`count(*)::int`.mapWith(Number).as("review_count"),
    averageRating: sql<number | null>`avg(${reviews.rating})::float8`.mapWith(Number).as("average_rating"),
  })
  .from(reviews)
  .where(and(eq(reviews.providerId, providers.providerId), eq(reviews.status, "approved")))
  .as("r");

/** An offering's name in `language` (migration 017), else as the provider wrote it. */
export const offeringName = (language: Language) => inLanguage(language, offerings.name, offerings.i18n);

/** The columns of a provider list item, for the rows of one page (reviews and services per provider), its services named in `language`. */
export const listColumns = (language: Language) => ({
  providerId: providers.providerId,
  providerName: providers.providerName,
  branchId: branches.branchId,
  branchName: branches.branchName,
  city: branches.city,
  state: branches.state,
  verified: providers.verified,
  serviceTypeId: providers.serviceTypeId,
  imageUrl: providers.imageUrl,
  workingHours: branches.workingHours,
  // The builder has no string_agg(… ORDER BY …).
  allServices: sql<string | null>`(SELECT string_agg(${offeringName(language)}, ', ' ORDER BY ${offerings.offeringId}) FROM ${offerings}
    WHERE ${offerings.providerId} = ${providers.providerId} AND ${offerings.active} AND ${offerings.kind} = 'service')`,
  reviewCount: reviewStats.reviewCount,
  averageRating: reviewStats.averageRating,
});

interface ListRow {
  providerId: number;
  providerName: string;
  branchId: number;
  branchName: string;
  city: string;
  state: string;
  distanceKm: number;
  verified: boolean;
  serviceTypeId: number;
  imageUrl: string | null;
  workingHours: Record<string, string>;
  allServices: string | null;
  matchedService: string | null;
  reviewCount: number;
  averageRating: number | null;
}

export function toListItem(row: ListRow, now: Date): ProviderListItem {
  const rating = row.averageRating ? Math.round(row.averageRating * 10) / 10 : 0;
  return {
    provider_id: row.providerId,
    provider_name: row.providerName,
    rating,
    average_rating: rating,
    provider_city: row.city,
    provider_state: row.state,
    branch_id: row.branchId,
    branch_name: row.branchName,
    branch_city: row.city,
    branch_state: row.state,
    distance_km: Math.round(row.distanceKm * 10) / 10,
    verified: row.verified,
    service_name: row.matchedService ?? row.allServices?.split(", ")[0] ?? "",
    all_services: row.allServices ?? "",
    service_type_id: row.serviceTypeId,
    image_url: row.imageUrl,
    review_count: `${row.reviewCount} ${row.reviewCount === 1 ? "review" : "reviews"}`,
    working_hours: hoursText(row.workingHours, indianWeekday(now)),
  };
}

export function resolveLocation(address: string) {
  const place = findPlace(address);
  if (!place) throw notFound("no_providers_found", NOT_FOUND);
  return place;
}
