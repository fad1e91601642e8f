import type { Queryable } from "../../db/client";
import type { CatalogueService, Faq, FeaturedCategory, ProviderCategory, ServiceType, Subcategory } from "./catalog.schemas";

export const listServiceTypes = (db: Queryable) =>
  db.query<ServiceType>("SELECT service_type_id, type_name FROM service_types ORDER BY service_type_id");

/** The catalogue of service names, alphabetical (byte order, so both databases agree). */
export const listServices = (db: Queryable) =>
  db.query<CatalogueService>(
    `SELECT service_id, service_name FROM services ORDER BY lower(service_name) COLLATE "C", service_id`,
  );

/** Distinct cities that have a provider branch, sorted. */
export async function listCities(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ city: string }>("SELECT DISTINCT city FROM branches WHERE city <> ''");
  return rows.map((r) => r.city).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Featured, active categories in their display order. */
export const listFeaturedCategories = (db: Queryable) =>
  db.query<FeaturedCategory>(
    `SELECT category_id, category_name, image, status FROM categories
      WHERE featured AND status ORDER BY sort_order, category_id`,
  );

export const listSubcategories = (db: Queryable, categoryId?: number) =>
  db.query<Subcategory>(
    `SELECT subcategory_id, subcategory_name, category_id FROM subcategories
      WHERE $1::int IS NULL OR category_id = $1::int
      ORDER BY category_id, subcategory_id`,
    [categoryId ?? null],
  );

/** Categories in which the provider has active single services (packages are listed apart). */
export const listProviderCategories = (db: Queryable, providerId: number) =>
  db.query<ProviderCategory>(
    `SELECT c.category_id, c.category_name FROM categories c
      WHERE c.status AND EXISTS (
        SELECT 1 FROM offerings o
         WHERE o.provider_id = $1 AND o.category_id = c.category_id AND o.kind = 'service' AND o.active)
      ORDER BY c.sort_order, c.category_id`,
    [providerId],
  );

export async function listFaqs(db: Queryable, serviceType: number): Promise<Faq[]> {
  const rows = await db.query<Omit<Faq, "created_at" | "updated_at"> & { created_at: Date; updated_at: Date }>(
    `SELECT faq_id, service_type, question, answer, created_at, updated_at FROM faqs
      WHERE service_type = $1 ORDER BY faq_id`,
    [serviceType],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() }));
}
