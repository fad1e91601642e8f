import { and, asc, eq, exists, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, faqs, offerings, serviceTypes, services, subcategories, branches } from "../../db/schema";
import type { CatalogueService, Faq, FeaturedCategory, ProviderCategory, ProviderPagesResponse, ServiceType, Subcategory } from "../../../contract/schemas/catalog";
import { PROVIDER_PAGES_PAGE_SIZE } from "../../../contract/catalog";
import { inLanguage } from "../../lib/languages";
import type { Language } from "../../../shared/languages";

export const listServiceTypes = (db: Queryable, language: Language): Promise<ServiceType[]> =>
  db.orm
    .select({ service_type_id: serviceTypes.serviceTypeId, type_name: inLanguage(language, serviceTypes.typeName, serviceTypes.i18n) })
    .from(serviceTypes)
    .orderBy(serviceTypes.serviceTypeId);

/** The catalogue of service names in the language, alphabetical (byte order, so both databases agree). */
export function listServices(db: Queryable, language: Language): Promise<CatalogueService[]> {
  const name = inLanguage(language, services.serviceName, services.i18n);
  return db.orm
    .select({ service_id: services.serviceId, service_name: name })
    .from(services)
    .orderBy(sql`lower(${name}) COLLATE "C"`, services.serviceId);
}

/** Distinct cities that have a provider branch, sorted. */
export async function listCities(db: Queryable): Promise<string[]> {
  const rows = await db.orm.selectDistinct({ city: branches.city }).from(branches).where(ne(branches.city, ""));
  return rows.map((r) => r.city).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Featured, active categories in their display order. */
export const listFeaturedCategories = (db: Queryable, language: Language): Promise<FeaturedCategory[]> =>
  db.orm
    .select({
      category_id: categories.categoryId,
      category_name: inLanguage(language, categories.categoryName, categories.i18n),
      image: categories.image,
      status: categories.status,
    })
    .from(categories)
    .where(and(eq(categories.featured, true), eq(categories.status, true)))
    .orderBy(categories.sortOrder, categories.categoryId);

export const listSubcategories = (db: Queryable, language: Language, categoryId?: number): Promise<Subcategory[]> =>
  db.orm
    .select({
      subcategory_id: subcategories.subcategoryId,
      subcategory_name: inLanguage(language, subcategories.subcategoryName, subcategories.i18n),
      category_id: subcategories.categoryId,
    })
    .from(subcategories)
    .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
    .orderBy(subcategories.categoryId, subcategories.subcategoryId);

/** Categories in which the provider has active single services (packages are listed apart). */
export const listProviderCategories = (db: Queryable, language: Language, providerId: number): Promise<ProviderCategory[]> =>
  db.orm
    .select({ category_id: categories.categoryId, category_name: inLanguage(language, categories.categoryName, categories.i18n) })
    .from(categories)
    .where(
      and(
        eq(categories.status, true),
        exists(
          db.orm
            .select({ one: sql`1` })
            .from(offerings)
            .where(and(eq(offerings.providerId, providerId), eq(offerings.categoryId, categories.categoryId), eq(offerings.kind, "service"), eq(offerings.active, true))),
        ),
      ),
    )
    .orderBy(categories.sortOrder, categories.categoryId);

export async function listFaqs(db: Queryable, language: Language, serviceType: number): Promise<Faq[]> {
  const rows = await db.orm.select().from(faqs).where(eq(faqs.serviceType, serviceType)).orderBy(asc(faqs.faqId));
  return rows.map((r) => ({
    faq_id: r.faqId,
    service_type: r.serviceType,
    question: r.i18n[language]?.question ?? r.question,
    answer: r.i18n[language]?.answer ?? r.answer,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** One page of every branch's public page (provider and branch ids), oldest branch first, so a page's contents stay put as branches are added. */
export async function listProviderPages(db: Queryable, page: number): Promise<ProviderPagesResponse> {
  const [{ total }] = (await db.orm.select({ total: sql<number>`count(*)::int` }).from(branches)) as [{ total: number }];
  const data = await db.orm
    .select({ provider_id: branches.providerId, branch_id: branches.branchId })
    .from(branches)
    .orderBy(asc(branches.branchId))
    .limit(PROVIDER_PAGES_PAGE_SIZE)
    .offset((page - 1) * PROVIDER_PAGES_PAGE_SIZE);
  return { status: "success", data, page, page_size: PROVIDER_PAGES_PAGE_SIZE, total, total_pages: Math.max(1, Math.ceil(total / PROVIDER_PAGES_PAGE_SIZE)) };
}
