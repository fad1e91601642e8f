import type { z } from "@hono/zod-openapi";
import type { Language } from "../../../shared/languages";
import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { branches, offerings, providers, reviews } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { NOT_FOUND, PAGE_SIZE, SEARCH_WINDOW, type SearchQuery, type SearchSort } from "../../../contract/schemas/providers";
import { listColumns, offeringName, qb, resolveLocation, reviewStats, toListItem } from "./list-item";
import { openNow } from "./open-now";
import { matchCatalogue, providerNameMatches, providerNameScore, queryWords, suggestServices, WORD_MATCH, type ServiceMatch } from "./search-text";

/** Providers' branches near a place, 20 a page: nearest first, or by best match when there is text. */
export async function searchProviders(db: Queryable, query: z.infer<typeof SearchQuery>, now: Date, language: Language) {
  const place = resolveLocation(query.address);
  const { lat, lng } = place.point;
  const text = query.q && queryWords(query.q).length ? query.q : undefined;
  const matches = text ? await matchCatalogue(db, text) : [];
  const sort: SearchSort = query.sort ?? (text ? "relevance" : "distance");
  const rows = await searchQuery(db, { ...query, q: text, sort }, place.point, matches, now, language);
  if (rows.length === 0) throw notFound("no_providers_found", NOT_FOUND, text && matches.length === 0 ? { suggestions: await suggestServices(db, text, language) } : undefined);
  return {
    data: rows.slice(0, PAGE_SIZE).map((r) => toListItem(r, now)),
    has_more: rows.length > PAGE_SIZE,
    total: rows[0]!.total,
    total_capped: rows[0]!.totalCapped,
    sort,
    location: { address: query.address, latitude: lat, longitude: lng },
  };
}

/** The name of the provider's first active offering matching `where`. */
const firstOfferingName = (where: SQL, language: Language) =>
  sql<string | null>`(${qb
    .select({ name: offeringName(language) })
    .from(offerings)
    .where(and(eq(offerings.providerId, providers.providerId), eq(offerings.active, true), where))
    .orderBy(offerings.offeringId)
    .limit(1)})`;
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
export function searchQuery(
  db: Queryable,
  query: z.infer<typeof SearchQuery> & { sort: SearchSort },
  { lat, lng }: { lat: number; lng: number },
  matches: ServiceMatch[] = [],
  now = new Date(),
  language: Language = "en",
) {
  const { service_type_id: serviceTypeId, category_id: categoryId, q: text } = query;
  // One service picked, or several (a rebooking's search): a branch must offer every one.
  const serviceIds = query.service_ids ?? (query.service_id === undefined ? [] : [query.service_id]);
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
        // A home service comes only as far as its travel radius (migration 023, docs/decisions/0043).
        sql`(${branches.travelRadiusKm} IS NULL OR (${branches.geo} <-> ${here}) * ${KM_PER_GEO_DEGREE}::float8 <= ${branches.travelRadiusKm})`,
        serviceTypeId === undefined ? undefined : eq(branches.serviceTypeId, serviceTypeId),
        serviceIds.length
          ? sql`${branches.serviceIds} @> ARRAY[${sql.join(
              serviceIds.map((id) => sql`${id}::int`),
              sql`, `,
            )}]::int[]`
          : undefined,
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
  const priceFilter = serviceIds.length
    ? inArray(offerings.serviceId, serviceIds)
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
  const bestMatch = serviceIds.length
    ? firstOfferingName(inArray(offerings.serviceId, serviceIds), language)
    : matches.length
      ? sql<string | null>`(SELECT ${offeringName(language)} FROM ${offerings} JOIN ${matchTable(matches)} ON m.service_id = ${offerings.serviceId}
            WHERE ${offerings.providerId} = ${providers.providerId} AND ${offerings.active} ORDER BY m.score DESC, ${offerings.offeringId} LIMIT 1)`
      : sql<string | null>`NULL`;
  // 3. The list columns, for that page's rows only.
  return db.orm
    .select({
      ...listColumns(language),
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
