import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, services } from "../../db/schema";
import { inLanguage } from "../../lib/languages";
import { badRequest } from "../../lib/errors";
import { ERROR_MESSAGES } from "../../../contract/errors";
import type { Language } from "../../../shared/languages";

/**
 * The catalogue's kinds of service (Haircut, Gold Facial…), by category, in `language`: what a
 * provider's own service is one of, so that customers searching for it, or browsing its category,
 * find the provider (the branch's service and category ids follow its offerings: migration 011).
 */
export async function serviceKinds(db: Queryable, language: Language) {
  return db.orm
    .select({
      service_id: services.serviceId,
      name: inLanguage(language, services.serviceName, services.i18n),
      category_id: sql<number>`coalesce(${services.categoryId}, 0)`.mapWith(Number),
      category_name: inLanguage(language, sql`coalesce(${categories.categoryName}, '')`, categories.i18n),
    })
    .from(services)
    .leftJoin(categories, eq(categories.categoryId, services.categoryId))
    .orderBy(asc(categories.sortOrder), asc(services.serviceId));
}

/** The kind a new service is: its catalogue ids, and its words in other languages when the provider kept its name. */
export async function kindOf(db: Queryable, serviceId: number, name: string) {
  const [kind] = await db.orm.select().from(services).where(eq(services.serviceId, serviceId));
  if (!kind) throw badRequest("service_kind_missing", undefined, { service_id: [ERROR_MESSAGES.service_kind_missing] });
  const sameName = kind.serviceName.toLowerCase() === name.trim().toLowerCase();
  return { serviceId: kind.serviceId, categoryId: kind.categoryId, subcategoryId: kind.subcategoryId, i18n: sameName ? kind.i18n : {} };
}
