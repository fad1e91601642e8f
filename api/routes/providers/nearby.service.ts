import type { z } from "@hono/zod-openapi";
import type { Language } from "../../../shared/languages";
import { and, between, desc, eq, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { branches, offerings, providers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { NOT_FOUND, PAGE_SIZE, type RecommendedQuery } from "../../../contract/schemas/providers";
import { listColumns, offeringName, qb, resolveLocation, reviewStats, toListItem } from "./list-item";

const KM_PER_DEGREE = 111.32;

/** Great-circle distance in km from (lat, lng) to the branch. */
const distanceKm = (lat: number, lng: number) =>
  sql<number>`(2 * 6371 * asin(sqrt(power(sin(radians(${branches.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${branches.latitude})) * power(sin(radians(${branches.longitude} - ${lng}::float8) / 2), 2))))`.mapWith(Number);

/**
 * A bounding box around the point: plain `latitude BETWEEN … AND longitude BETWEEN …` on the
 * columns, so the (latitude, longitude) index narrows the branches before the exact distance.
 */
function inBox(lat: number, lng: number, km: number): SQL {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return and(between(branches.latitude, lat - dLat, lat + dLat), between(branches.longitude, lng - dLng, lng + dLng))!;
}
/** A home service comes only as far as its travel radius (migration 023, docs/decisions/0043). */
const withinTravel = (distance: SQL<number>) => or(isNull(branches.travelRadiusKm), lte(distance, branches.travelRadiusKm));

/** Branches with a pre-bridal package near a place; service_name is the package. */
export async function prebridalNear(db: Queryable, address: string, now: Date, language: Language) {
  const place = resolveLocation(address);
  const { lat, lng } = place.point;
  const radius = 30;
  const near = qb
    .select({ branchId: branches.branchId, distanceKm: distanceKm(lat, lng).as("distance_km") })
    .from(branches)
    .where(and(inBox(lat, lng, radius), withinTravel(distanceKm(lat, lng))))
    .as("d");
  const prebridal = qb
    .select({ name: offeringName(language).as("name") })
    .from(offerings)
    .where(and(eq(offerings.providerId, providers.providerId), eq(offerings.active, true), eq(offerings.kind, "package"), ilike(offerings.name, "%pre-bridal%")))
    .orderBy(offerings.offeringId)
    .limit(1)
    .as("pk");
  const rows = await db.orm
    .select({ ...listColumns(language), distanceKm: near.distanceKm, matchedService: prebridal.name })
    .from(near)
    .innerJoin(branches, eq(branches.branchId, near.branchId))
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .innerJoinLateral(prebridal, sql`true`)
    .leftJoinLateral(reviewStats, sql`true`)
    .where(lte(near.distanceKm, radius))
    .orderBy(near.distanceKm, branches.branchId)
    .limit(PAGE_SIZE);
  if (rows.length === 0) throw notFound("no_providers_found", NOT_FOUND);
  return rows.map((r) => toListItem(r, now));
}

/** Best rated providers of a type within 25 km of a point. */
export async function recommended(db: Queryable, q: z.infer<typeof RecommendedQuery>) {
  const radius = 25;
  const distance = distanceKm(q.latitude, q.longitude);
  // Each provider's nearest branch in the box.
  const near = qb
    .selectDistinctOn([branches.providerId], { branchId: branches.branchId, distanceKm: distance.as("distance_km") })
    .from(branches)
    .where(and(inBox(q.latitude, q.longitude, radius), withinTravel(distance)))
    .orderBy(branches.providerId, distance)
    .as("d");
  const rows = await db.orm
    .select({
      providerId: providers.providerId,
      branchId: branches.branchId,
      imageUrl: providers.imageUrl,
      providerName: providers.providerName,
      city: branches.city,
      state: branches.state,
      reviewCount: reviewStats.reviewCount,
      averageRating: reviewStats.averageRating,
      distanceKm: near.distanceKm,
    })
    .from(near)
    .innerJoin(branches, eq(branches.branchId, near.branchId))
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .leftJoinLateral(reviewStats, sql`true`)
    .where(and(lte(near.distanceKm, radius), eq(providers.serviceTypeId, q.service_type_id)))
    .orderBy(desc(sql`coalesce(${reviewStats.averageRating}, 0)`), desc(reviewStats.reviewCount), near.distanceKm)
    .limit(12);
  return rows.map((r) => ({
    provider_id: r.providerId,
    branch_id: r.branchId,
    image_url: r.imageUrl,
    name: r.providerName,
    city: r.city,
    state: r.state,
    rating: r.averageRating ? Math.round(r.averageRating * 10) / 10 : 0,
    review_count: r.reviewCount,
    distance_km: Math.round(r.distanceKm * 10) / 10,
  }));
}
