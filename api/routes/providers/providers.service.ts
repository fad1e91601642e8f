import type { z } from "@hono/zod-openapi";
import { one, type Queryable } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { findPlace } from "../../lib/gazetteer";
import {
  NOT_FOUND, PAGE_SIZE, type BookServiceQuery, type Package, type Service, type Stylist, type ProviderListItem, type RecommendedQuery, type SearchQuery,
} from "./providers.schemas";

type ServiceRow = z.infer<typeof Service>;
type PackageRow = z.infer<typeof Package>;
type StylistRow = z.infer<typeof Stylist>;

const KM_PER_DEGREE = 111.32;

/** Great-circle distance in SQL from ($1, $2) to the branch. */
const DISTANCE_SQL = `(2 * 6371 * asin(sqrt(power(sin(radians(b.latitude - $1) / 2), 2)
  + cos(radians($1)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - $2) / 2), 2))))`;

/** A bounding box around the point first (uses the lat/lng index), then the exact distance. */
function boxParams(lat: number, lng: number, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return [lat - dLat, lat + dLat, lng - dLng, lng + dLng];
}

/** The weekday in India, where every provider is. */
export function indianWeekday(now: Date) {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Asia/Kolkata" }).format(now);
}
export const hoursText = (hours: Record<string, string>, day: string) => {
  const today = hours[day];
  return today ? today.split(",").map((t) => t.trim()).join(" to ") : "Closed today";
};

interface ListRow {
  provider_id: number;
  provider_name: string;
  branch_id: number;
  branch_name: string;
  city: string;
  state: string;
  distance_km: number;
  verified: boolean;
  service_type_id: number;
  image_url: string | null;
  working_hours: Record<string, string>;
  all_services: string | null;
  matched_service: string | null;
  review_count: number;
  average_rating: number | null;
}

/** The columns of a provider list item, for the rows of one page (reviews and services per provider). */
const LIST_COLUMNS = `p.provider_id, p.provider_name, b.branch_id, b.branch_name, b.city, b.state, p.verified, p.service_type_id, p.image_url, b.working_hours,
  (SELECT string_agg(o.name, ', ' ORDER BY o.offering_id) FROM offerings o WHERE o.provider_id = p.provider_id AND o.active AND o.kind = 'service') AS all_services,
  r.review_count, r.average_rating`;
const REVIEWS_JOIN = `LEFT JOIN LATERAL (SELECT count(*)::int AS review_count, avg(rating)::float8 AS average_rating
  FROM reviews WHERE provider_id = p.provider_id AND status = 'approved') r ON true`;

export function toListItem(row: ListRow, now: Date): ProviderListItem {
  const rating = row.average_rating ? Math.round(row.average_rating * 10) / 10 : 0;
  return {
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    rating,
    average_rating: rating,
    provider_city: row.city,
    provider_state: row.state,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    branch_city: row.city,
    branch_state: row.state,
    distance_km: Math.round(row.distance_km * 10) / 10,
    verified: row.verified,
    service_name: row.matched_service ?? row.all_services?.split(", ")[0] ?? "",
    all_services: row.all_services ?? "",
    service_type_id: row.service_type_id,
    image_url: row.image_url,
    review_count: `${row.review_count} ${row.review_count === 1 ? "review" : "reviews"}`,
    working_hours: hoursText(row.working_hours, indianWeekday(now)),
  };
}

export function resolveLocation(address: string) {
  const place = findPlace(address);
  if (!place) throw notFound(NOT_FOUND);
  return place;
}

/** Providers' branches near a place, nearest first, 20 a page. */
export async function searchProviders(db: Queryable, query: z.infer<typeof SearchQuery>, now: Date) {
  const place = resolveLocation(query.address);
  const { lat, lng } = place.point;
  const offset = (query.page - 1) * PAGE_SIZE;
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS}, d.distance_km,
       (SELECT o.name FROM offerings o WHERE o.provider_id = p.provider_id AND o.active AND o.service_id = $8 ORDER BY o.offering_id LIMIT 1) AS matched_service
     FROM (SELECT b.branch_id, ${DISTANCE_SQL} AS distance_km FROM branches b JOIN providers p USING (provider_id)
           WHERE b.latitude BETWEEN $3 AND $4 AND b.longitude BETWEEN $5 AND $6
             AND ($7::int IS NULL OR p.service_type_id = $7)
             AND ($8::int IS NULL OR EXISTS (SELECT 1 FROM offerings o WHERE o.provider_id = p.provider_id AND o.active AND o.service_id = $8))
             AND ($9::int IS NULL OR EXISTS (SELECT 1 FROM offerings o WHERE o.provider_id = p.provider_id AND o.active AND o.category_id = $9))) d
     JOIN branches b ON b.branch_id = d.branch_id JOIN providers p ON p.provider_id = b.provider_id ${REVIEWS_JOIN}
     WHERE d.distance_km <= $10
     ORDER BY d.distance_km, b.branch_id
     LIMIT $11 OFFSET $12`,
    [lat, lng, ...boxParams(lat, lng, query.radius), query.service_type_id ?? null, query.service_id ?? null, query.category_id ?? null, query.radius, PAGE_SIZE + 1, offset],
  );
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return {
    data: rows.slice(0, PAGE_SIZE).map((r) => toListItem(r, now)),
    has_more: rows.length > PAGE_SIZE,
    location: { address: query.address, latitude: lat, longitude: lng },
  };
}

/** Branches with a pre-bridal package near a place; service_name is the package. */
export async function prebridalNear(db: Queryable, address: string, now: Date) {
  const place = resolveLocation(address);
  const { lat, lng } = place.point;
  const radius = 30;
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS}, d.distance_km, pk.name AS matched_service
     FROM (SELECT b.branch_id, ${DISTANCE_SQL} AS distance_km FROM branches b
           WHERE b.latitude BETWEEN $3 AND $4 AND b.longitude BETWEEN $5 AND $6) d
     JOIN branches b ON b.branch_id = d.branch_id JOIN providers p ON p.provider_id = b.provider_id
     JOIN LATERAL (SELECT o.name FROM offerings o WHERE o.provider_id = p.provider_id AND o.active AND o.kind = 'package'
                   AND o.name ILIKE '%pre-bridal%' ORDER BY o.offering_id LIMIT 1) pk ON true
     ${REVIEWS_JOIN}
     WHERE d.distance_km <= $7 ORDER BY d.distance_km, b.branch_id LIMIT ${PAGE_SIZE}`,
    [lat, lng, ...boxParams(lat, lng, radius), radius],
  );
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return rows.map((r) => toListItem(r, now));
}

/** Best rated providers of a type within 25 km of a point. */
export async function recommended(db: Queryable, q: z.infer<typeof RecommendedQuery>) {
  const radius = 25;
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS}, d.distance_km, NULL AS matched_service
     FROM (SELECT DISTINCT ON (b.provider_id) b.branch_id, ${DISTANCE_SQL} AS distance_km FROM branches b
           WHERE b.latitude BETWEEN $3 AND $4 AND b.longitude BETWEEN $5 AND $6 ORDER BY b.provider_id, 2) d
     JOIN branches b ON b.branch_id = d.branch_id JOIN providers p ON p.provider_id = b.provider_id ${REVIEWS_JOIN}
     WHERE d.distance_km <= $7 AND p.service_type_id = $8
     ORDER BY coalesce(r.average_rating, 0) DESC, r.review_count DESC, d.distance_km LIMIT 12`,
    [q.latitude, q.longitude, ...boxParams(q.latitude, q.longitude, radius), radius, q.service_type_id],
  );
  return rows.map((r) => ({
    provider_id: r.provider_id,
    branch_id: r.branch_id,
    image_url: r.image_url,
    name: r.provider_name,
    city: r.city,
    state: r.state,
    rating: r.average_rating ? Math.round(r.average_rating * 10) / 10 : 0,
    review_count: r.review_count,
    distance_km: Math.round(r.distance_km * 10) / 10,
  }));
}

const SERVICE_COLUMNS = `o.offering_id AS service_id, o.name AS service_name, o.description, o.price::float8 AS price, o.image, o.service_time,
  o.category_id, coalesce(c.category_name, '') AS category_name, o.subcategory_id`;

/** Everything the provider page shows, for one branch. */
export async function providerDetail(db: Queryable, q: z.infer<typeof BookServiceQuery>, now: Date) {
  const provider = await one<{
    provider_id: number; provider_name: string; service_type_id: number; type_name: string; verified: boolean; image_url: string | null;
    business_summary: string; gender_type: string;
  }>(
    db,
    `SELECT p.provider_id, p.provider_name, p.service_type_id, t.type_name, p.verified, p.image_url, p.business_summary, p.gender_type
     FROM providers p JOIN service_types t USING (service_type_id) WHERE p.provider_id = $1`,
    [q.provider_id],
  );
  if (!provider) throw notFound("Service provider not found.");
  const branch = await one<ListRow & { latitude: number; longitude: number; address: string }>(
    db,
    `SELECT ${LIST_COLUMNS}, 0::float8 AS distance_km, NULL AS matched_service, b.latitude, b.longitude, b.address
     FROM branches b JOIN providers p ON p.provider_id = b.provider_id ${REVIEWS_JOIN}
     WHERE b.provider_id = $1 AND ($2::int IS NULL OR b.branch_id = $2) ORDER BY b.branch_id LIMIT 1`,
    [q.provider_id, q.branch_id ?? null],
  );
  if (!branch) throw notFound("This branch does not belong to the provider.");

  const [services, packages, stylist, photos, frequent] = await Promise.all([
    db.query<ServiceRow>(
      `SELECT ${SERVICE_COLUMNS} FROM offerings o LEFT JOIN categories c ON c.category_id = o.category_id
       WHERE o.provider_id = $1 AND o.active AND o.kind = 'service' AND ($2::int IS NULL OR o.category_id = $2) AND ($3::int IS NULL OR o.subcategory_id = $3)
       ORDER BY o.category_id, o.offering_id`,
      [q.provider_id, q.category_id ?? null, q.subcategory_id ?? null],
    ),
    db.query<PackageRow>(
      `SELECT o.offering_id AS service_id, o.name AS package_name, o.image AS service_image, o.price::float8 AS service_price,
              coalesce(o.package_services, '') AS package_services, coalesce(nullif(o.service_time, ''), '3 hours') AS service_time, 'Bridal Package' AS category_name
       FROM offerings o WHERE o.provider_id = $1 AND o.active AND o.kind = 'package' ORDER BY o.offering_id`,
      [q.provider_id],
    ),
    db.query<StylistRow>(
      `SELECT beautician_id, beautician_name, role, years_of_experience, rating, profile_image FROM stylists WHERE branch_id = $1 ORDER BY beautician_id`,
      [branch.branch_id],
    ),
    db.query<{ photo_id: number; image: string; service_name: string }>(
      "SELECT photo_id, image, service_name FROM photos WHERE provider_id = $1 ORDER BY photo_id",
      [q.provider_id],
    ),
    db.query<ServiceRow>(
      `SELECT ${SERVICE_COLUMNS} FROM offerings o LEFT JOIN categories c ON c.category_id = o.category_id
       LEFT JOIN (SELECT offering_id, sum(quantity) AS n FROM appointment_items GROUP BY offering_id) used ON used.offering_id = o.offering_id
       WHERE o.provider_id = $1 AND o.active AND o.kind = 'service'
       ORDER BY coalesce(used.n, 0) DESC, o.price, o.offering_id LIMIT 4`,
      [q.provider_id],
    ),
  ]);

  return {
    data: [
      {
        ...toListItem(branch, now),
        service_type: provider.type_name,
        branch_latitude: branch.latitude,
        branch_longitude: branch.longitude,
        branch_address: branch.address,
      },
    ],
    overview: {
      business_summary: provider.business_summary,
      gender_type: provider.gender_type,
      Working_hours: branch.working_hours,
      latitude: branch.latitude,
      longitude: branch.longitude,
    },
    services,
    packages,
    stylist,
    photos,
    frequently_used_services: frequent,
  };
}

export async function providerReviews(db: Queryable, providerId: number) {
  if (!Number.isInteger(providerId) || providerId <= 0) throw badRequest("Invalid provider ID.");
  const rows = await db.query<{ review_id: number; user_id: number | null; user_name: string; rating: number; comment: string; created_at: Date; status: string }>(
    `SELECT review_id, user_id, user_name, rating, comment, created_at, status FROM reviews
     WHERE provider_id = $1 AND status = 'approved' ORDER BY created_at DESC, review_id DESC LIMIT 50`,
    [providerId],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
