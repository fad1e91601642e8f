import type { z } from "@hono/zod-openapi";
import { and, between, desc, eq, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client";
import { appointmentItems, branches, categories, offerings, photos, providers, reviews, serviceTypes, stylists } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { findPlace } from "../../lib/gazetteer";
import { indiaNow } from "../../lib/ist";
import {
  NOT_FOUND,
  PAGE_SIZE,
  SEARCH_WINDOW,
  type BookServiceQuery,
  type Package,
  type Service,
  type Stylist,
  type ProviderListItem,
  type RecommendedQuery,
  type SearchQuery,
  type SearchSort,
} from "../../../contract/schemas/providers";
import { openNow } from "./open-now";
import { matchCatalogue, providerNameMatches, providerNameScore, queryWords, suggestServices, WORD_MATCH, type ServiceMatch } from "./search-text";

type ServiceRow = z.infer<typeof Service>;
type PackageRow = z.infer<typeof Package>;
type StylistRow = z.infer<typeof Stylist>;

/** Builds the subqueries below without a connection; they run inside each caller's query. */
const qb = new QueryBuilder();

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

/** The name of the provider's first active offering matching `where`. */
const firstOfferingName = (where: SQL) =>
  sql<string | null>`(${qb
    .select({ name: offerings.name })
    .from(offerings)
    .where(and(eq(offerings.providerId, providers.providerId), eq(offerings.active, true), where))
    .orderBy(offerings.offeringId)
    .limit(1)})`;

/** Approved reviews per provider; joined LATERAL to the provider of each row. */
const reviewStats = qb
  .select({
    reviewCount: sql<number>`count(*)::int`.mapWith(Number).as("review_count"),
    averageRating: sql<number | null>`avg(${reviews.rating})::float8`.mapWith(Number).as("average_rating"),
  })
  .from(reviews)
  .where(and(eq(reviews.providerId, providers.providerId), eq(reviews.status, "approved")))
  .as("r");

/** The columns of a provider list item, for the rows of one page (reviews and services per provider). */
const LIST_COLUMNS = {
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
  allServices: sql<string | null>`(SELECT string_agg(${offerings.name}, ', ' ORDER BY ${offerings.offeringId}) FROM ${offerings}
    WHERE ${offerings.providerId} = ${providers.providerId} AND ${offerings.active} AND ${offerings.kind} = 'service')`,
  reviewCount: reviewStats.reviewCount,
  averageRating: reviewStats.averageRating,
};

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
  if (!place) throw notFound(NOT_FOUND);
  return place;
}

/** Providers' branches near a place, 20 a page: nearest first, or by best match when there is text. */
export async function searchProviders(db: Queryable, query: z.infer<typeof SearchQuery>, now: Date) {
  const place = resolveLocation(query.address);
  const { lat, lng } = place.point;
  const text = query.q && queryWords(query.q).length ? query.q : undefined;
  const matches = text ? await matchCatalogue(db, text) : [];
  const sort: SearchSort = query.sort ?? (text ? "relevance" : "distance");
  const rows = await searchQuery(db, { ...query, q: text, sort }, place.point, matches, now);
  if (rows.length === 0) throw notFound(NOT_FOUND, text && matches.length === 0 ? { suggestions: await suggestServices(db, text) } : undefined);
  return {
    data: rows.slice(0, PAGE_SIZE).map((r) => toListItem(r, now)),
    has_more: rows.length > PAGE_SIZE,
    total: rows[0]!.total,
    total_capped: rows[0]!.totalCapped,
    sort,
    location: { address: query.address, latitude: lat, longitude: lng },
  };
}

/** The provider's best-matching active offering among the matched catalogue services: (id, score) pairs. */
const matchTable = (matches: ServiceMatch[]) =>
  sql`(VALUES ${sql.join(
    matches.map((m) => sql`(${m.serviceId}::int, ${m.score}::float8)`),
    sql`, `,
  )}) AS m(service_id, score)`;

/** The search point in the branches' `geo` space (migration 011): degrees, longitude scaled by cos(latitude). */
const geoPoint = (lat: number, lng: number) => sql`point(${lng * Math.cos((lat * Math.PI) / 180)}::float8, ${lat}::float8)`;
/** Kilometres per degree of the great circle (6371 km × π / 180): `geo` distance × this is ground distance. */
const KM_PER_GEO_DEGREE = 111.195;

/**
 * One page of the search (and one row more, to tell whether there is a next page), with the total
 * count (docs/decisions/0016-nearest-search.md):
 * 1. the window: the nearest SEARCH_WINDOW branches in the radius that pass the filters, read
 *    nearest-first from the GiST index on `branches.geo` and filtered by the ids each branch
 *    carries (one more is read, only to tell that there were more);
 * 2. those ranked: relevance, rating or price for them alone, then one page;
 * 3. the list columns, for that page's rows only.
 * With text, a branch qualifies when its provider offers a matched catalogue service, or, unless
 * the text plainly means services, when its name matches; its relevance is the better of the two.
 */
export function searchQuery(db: Queryable, query: z.infer<typeof SearchQuery> & { sort: SearchSort }, { lat, lng }: { lat: number; lng: number }, matches: ServiceMatch[] = [], now = new Date()) {
  const { service_type_id: serviceTypeId, service_id: serviceId, category_id: categoryId, q: text } = query;
  const here = geoPoint(lat, lng);
  const matchedIds = sql`ARRAY[${sql.join(
    matches.map((m) => sql`${m.serviceId}::int`),
    sql`, `,
  )}]::int[]`;
  // Text that plainly means catalogue services (a word or prefix match) finds the branches
  // offering them, by the ids each carries; a provider's name then counts only toward relevance
  // ("hair" is every hair service, not every "Hair & Skin Studio" in India). Text that means no
  // service, or only by a near miss ("sana" ≈ Saree), also names providers: they are found once
  // by the trigram index, and their branches by id.
  const plainlyServices = matches.some((m) => m.score >= WORD_MATCH);
  const offersMatched = matches.length ? sql`${branches.serviceIds} && ${matchedIds}` : undefined;
  const named = sql`${branches.providerId} = ANY (ARRAY(${qb
    .select({ id: providers.providerId })
    .from(providers)
    .where(providerNameMatches(text ?? "", providers.providerName))}))`;
  const textFilter = text === undefined ? undefined : plainlyServices ? offersMatched : or(offersMatched, named);
  // 1. The window.
  const window = qb
    .select({
      branchId: branches.branchId,
      providerId: branches.providerId,
      serviceIds: branches.serviceIds,
      // "Open now" narrows the window rather than widening the walk: at night, when a crowded city
      // is closed, the walk would otherwise read every branch in the radius to find none.
      open: sql<boolean>`${query.open_now ? openNow(now) : sql`true`}`.as("open"),
      distanceKm: sql<number>`(${branches.geo} <-> ${here}) * ${KM_PER_GEO_DEGREE}::float8`.as("distance_km"),
    })
    .from(branches)
    .where(
      and(
        sql`${branches.geo} <@ circle(${here}, ${query.radius / KM_PER_GEO_DEGREE}::float8)`,
        serviceTypeId === undefined ? undefined : eq(branches.serviceTypeId, serviceTypeId),
        serviceId === undefined ? undefined : sql`${branches.serviceIds} @> ARRAY[${serviceId}::int]`,
        categoryId === undefined ? undefined : sql`${branches.categoryIds} @> ARRAY[${categoryId}::int]`,
        textFilter,
      ),
    )
    .orderBy(sql`${branches.geo} <-> ${here}`)
    .limit(SEARCH_WINDOW + 1)
    .as("w");

  // 2. The window ranked. The provider's best matched service, from the ids its branch carries.
  const offered = matches.length ? sql<number | null>`(SELECT max(m.score) FROM ${matchTable(matches)} WHERE m.service_id = ANY (${window.serviceIds}))` : sql<number | null>`NULL::float8`;
  const providerName = sql`(SELECT ${providers.providerName} FROM ${providers} WHERE ${providers.providerId} = ${window.providerId})`;
  const relevance = text
    ? sql<number>`greatest(coalesce(${offered}, 0), CASE WHEN ${providerNameMatches(text, providerName)} THEN ${providerNameScore(text, providerName)} ELSE 0 END)`
    : sql<number>`0::float8`;
  const priceFilter =
    serviceId !== undefined
      ? eq(offerings.serviceId, serviceId)
      : matches.length
        ? inArray(
            offerings.serviceId,
            matches.map((m) => m.serviceId),
          )
        : categoryId !== undefined
          ? eq(offerings.categoryId, categoryId)
          : eq(offerings.kind, "service");
  const priceFrom = (providerId: SQL | AnyColumn) =>
    sql<number | null>`(${qb
      .select({ price: sql`min(${offerings.price})` })
      .from(offerings)
      .where(and(eq(offerings.providerId, providerId), eq(offerings.active, true), priceFilter))})`;
  const approved = and(eq(reviews.providerId, window.providerId), eq(reviews.status, "approved"));
  const sortKey =
    query.sort === "rating"
      ? sql<number>`(SELECT coalesce(avg(${reviews.rating}), 0)::float8 FROM ${reviews} WHERE ${approved})`
      : query.sort === "price"
        ? priceFrom(window.providerId)
        : sql<number>`NULL::float8`;
  const sortKey2 = query.sort === "rating" ? sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${approved})` : sql<number>`NULL::int`;
  const ranked = qb
    .select({
      branchId: window.branchId,
      distanceKm: sql<number>`${window.distanceKm}`.as("ranked_distance_km"),
      relevance: sql<number>`${relevance}`.mapWith(Number).as("relevance"),
      sortKey: sql<number>`${sortKey}`.as("sort_key"),
      sortKey2: sql<number>`${sortKey2}`.as("sort_key2"),
      // The branch read beyond SEARCH_WINDOW is the farthest one: it only tells that there were more.
      capped: sql<boolean>`count(*) OVER () > ${SEARCH_WINDOW}`.as("capped"),
      farthest: sql<number>`max(${window.distanceKm}) OVER ()`.as("farthest"),
      open: sql<boolean>`${window.open}`.as("ranked_open"),
    })
    .from(window)
    // OFFSET 0 keeps this a subquery of its own: otherwise its relevance and sort keys are
    // inlined and computed again for every use above.
    .offset(0)
    .as("d");
  const orderOf = (c: { distanceKm: SQL.Aliased<number> | SQL; relevance: SQL.Aliased<number> | SQL; sortKey: SQL.Aliased<number> | SQL; sortKey2: SQL.Aliased<number> | SQL; branchId: unknown }) =>
    ({
      // Relevance in tenths, so near-equal matches go by distance.
      relevance: [desc(sql`round(${c.relevance}::numeric, 1)`), sql`${c.distanceKm}`],
      distance: [sql`${c.distanceKm}`],
      rating: [desc(sql`${c.sortKey}`), desc(sql`${c.sortKey2}`), sql`${c.distanceKm}`],
      price: [sql`${c.sortKey} ASC NULLS LAST`, sql`${c.distanceKm}`],
    })[query.sort];
  const page = qb
    .select({
      branchId: ranked.branchId,
      distanceKm: sql<number>`${ranked.distanceKm}`.as("page_distance_km"),
      relevance: sql<number>`${ranked.relevance}`.as("page_relevance"),
      sortKey: sql<number>`${ranked.sortKey}`.as("page_sort_key"),
      sortKey2: sql<number>`${ranked.sortKey2}`.as("page_sort_key2"),
      total: sql<number>`count(*) OVER ()`.as("total"),
      capped: sql<boolean>`${ranked.capped}`.as("page_capped"),
    })
    .from(ranked)
    .where(and(sql`NOT (${ranked.capped} AND ${ranked.distanceKm} = ${ranked.farthest})`, sql`${ranked.open}`, text === undefined ? undefined : sql`${ranked.relevance} > 0`))
    .orderBy(...orderOf(ranked), ranked.branchId)
    .limit(PAGE_SIZE + 1)
    .offset((query.page - 1) * PAGE_SIZE)
    .as("pg");
  const bestMatch =
    serviceId !== undefined
      ? firstOfferingName(eq(offerings.serviceId, serviceId))
      : matches.length
        ? sql<string | null>`(SELECT ${offerings.name} FROM ${offerings} JOIN ${matchTable(matches)} ON m.service_id = ${offerings.serviceId}
            WHERE ${offerings.providerId} = ${providers.providerId} AND ${offerings.active} ORDER BY m.score DESC, ${offerings.offeringId} LIMIT 1)`
        : sql<string | null>`NULL`;
  // 3. The list columns, for that page's rows only.
  return db.orm
    .select({
      ...LIST_COLUMNS,
      distanceKm: sql<number>`${page.distanceKm}`.mapWith(Number),
      matchedService: bestMatch,
      fromPrice: sql<number | null>`${priceFrom(providers.providerId)}`.mapWith(Number),
      total: sql<number>`${page.total}`.mapWith(Number),
      totalCapped: sql<boolean>`${page.capped}`,
    })
    .from(page)
    .innerJoin(branches, eq(branches.branchId, page.branchId))
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .leftJoinLateral(reviewStats, sql`true`)
    .orderBy(...orderOf(page), page.branchId);
}

/** Branches with a pre-bridal package near a place; service_name is the package. */
export async function prebridalNear(db: Queryable, address: string, now: Date) {
  const place = resolveLocation(address);
  const { lat, lng } = place.point;
  const radius = 30;
  const near = qb
    .select({ branchId: branches.branchId, distanceKm: distanceKm(lat, lng).as("distance_km") })
    .from(branches)
    .where(inBox(lat, lng, radius))
    .as("d");
  const prebridal = qb
    .select({ name: offerings.name })
    .from(offerings)
    .where(and(eq(offerings.providerId, providers.providerId), eq(offerings.active, true), eq(offerings.kind, "package"), ilike(offerings.name, "%pre-bridal%")))
    .orderBy(offerings.offeringId)
    .limit(1)
    .as("pk");
  const rows = await db.orm
    .select({ ...LIST_COLUMNS, distanceKm: near.distanceKm, matchedService: prebridal.name })
    .from(near)
    .innerJoin(branches, eq(branches.branchId, near.branchId))
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .innerJoinLateral(prebridal, sql`true`)
    .leftJoinLateral(reviewStats, sql`true`)
    .where(lte(near.distanceKm, radius))
    .orderBy(near.distanceKm, branches.branchId)
    .limit(PAGE_SIZE);
  if (rows.length === 0) throw notFound(NOT_FOUND);
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
    .where(inBox(q.latitude, q.longitude, radius))
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

const SERVICE_COLUMNS = {
  service_id: offerings.offeringId,
  service_name: offerings.name,
  description: offerings.description,
  price: offerings.price,
  image: offerings.image,
  service_time: offerings.serviceTime,
  category_id: offerings.categoryId,
  category_name: sql<string>`coalesce(${categories.categoryName}, '')`,
  subcategory_id: offerings.subcategoryId,
};

/** Active single services of a provider (packages are apart). */
const activeServices = (providerId: number) => and(eq(offerings.providerId, providerId), eq(offerings.active, true), eq(offerings.kind, "service"));

/** Everything the provider page shows, for one branch. */
export async function providerDetail(db: Queryable, q: z.infer<typeof BookServiceQuery>, now: Date) {
  const [provider] = await db.orm
    .select({ typeName: serviceTypes.typeName, businessSummary: providers.businessSummary, genderType: providers.genderType })
    .from(providers)
    .innerJoin(serviceTypes, eq(serviceTypes.serviceTypeId, providers.serviceTypeId))
    .where(eq(providers.providerId, q.provider_id));
  if (!provider) throw notFound("Service provider not found.");
  const [branch] = await db.orm
    .select({
      ...LIST_COLUMNS,
      distanceKm: sql<number>`0`.mapWith(Number),
      matchedService: sql<string | null>`NULL`,
      latitude: branches.latitude,
      longitude: branches.longitude,
      address: branches.address,
    })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .leftJoinLateral(reviewStats, sql`true`)
    .where(and(eq(branches.providerId, q.provider_id), q.branch_id === undefined ? undefined : eq(branches.branchId, q.branch_id)))
    .orderBy(branches.branchId)
    .limit(1);
  if (!branch) throw notFound("This branch does not belong to the provider.");

  const used = qb
    .select({ offeringId: appointmentItems.offeringId, n: sql<number>`sum(${appointmentItems.quantity})`.as("n") })
    .from(appointmentItems)
    .groupBy(appointmentItems.offeringId)
    .as("used");

  const [services, packageRows, stylist, photoRows, frequent] = await Promise.all([
    db.orm
      .select(SERVICE_COLUMNS)
      .from(offerings)
      .leftJoin(categories, eq(categories.categoryId, offerings.categoryId))
      .where(
        and(
          activeServices(q.provider_id),
          q.category_id === undefined ? undefined : eq(offerings.categoryId, q.category_id),
          q.subcategory_id === undefined ? undefined : eq(offerings.subcategoryId, q.subcategory_id),
        ),
      )
      .orderBy(offerings.categoryId, offerings.offeringId) satisfies Promise<ServiceRow[]>,
    db.orm
      .select()
      .from(offerings)
      .where(and(eq(offerings.providerId, q.provider_id), eq(offerings.active, true), eq(offerings.kind, "package")))
      .orderBy(offerings.offeringId),
    db.orm
      .select({
        beautician_id: stylists.beauticianId,
        beautician_name: stylists.beauticianName,
        role: stylists.role,
        years_of_experience: stylists.yearsOfExperience,
        rating: stylists.rating,
        profile_image: stylists.profileImage,
      })
      .from(stylists)
      .where(eq(stylists.branchId, branch.branchId))
      .orderBy(stylists.beauticianId) satisfies Promise<StylistRow[]>,
    db.orm.select({ photo_id: photos.photoId, image: photos.image, service_name: photos.serviceName }).from(photos).where(eq(photos.providerId, q.provider_id)).orderBy(photos.photoId),
    db.orm
      .select(SERVICE_COLUMNS)
      .from(offerings)
      .leftJoin(categories, eq(categories.categoryId, offerings.categoryId))
      .leftJoin(used, eq(used.offeringId, offerings.offeringId))
      .where(activeServices(q.provider_id))
      .orderBy(desc(sql`coalesce(${used.n}, 0)`), offerings.price, offerings.offeringId)
      .limit(4) satisfies Promise<ServiceRow[]>,
  ]);
  const packages: PackageRow[] = packageRows.map((o) => ({
    service_id: o.offeringId,
    package_name: o.name,
    service_image: o.image,
    service_price: o.price,
    package_services: o.packageServices ?? "",
    service_time: o.serviceTime || "3 hours",
    category_name: "Bridal Package",
  }));

  return {
    data: [
      {
        ...toListItem(branch, now),
        service_type: provider.typeName,
        branch_latitude: branch.latitude,
        branch_longitude: branch.longitude,
        branch_address: branch.address,
      },
    ],
    overview: {
      business_summary: provider.businessSummary,
      gender_type: provider.genderType,
      Working_hours: branch.workingHours,
      latitude: branch.latitude,
      longitude: branch.longitude,
    },
    services,
    packages,
    stylist,
    photos: photoRows,
    frequently_used_services: frequent,
  };
}

export async function providerReviews(db: Queryable, providerId: number) {
  if (!Number.isInteger(providerId) || providerId <= 0) throw badRequest("Invalid provider ID.");
  const rows = await db.orm
    .select({
      review_id: reviews.reviewId,
      user_id: reviews.userId,
      user_name: reviews.userName,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.createdAt,
      status: reviews.status,
    })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    .limit(50);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
