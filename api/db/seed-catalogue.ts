import type { Queryable } from "./client";
import * as schema from "./schema";
import { insertRows } from "./seed-rows";
import { CATALOGUE, CATEGORIES, CATEGORY_SAC, COUPONS, FAQS, SEARCH_TERMS, SERVICE_SAC, SERVICE_TYPES } from "./seed-data";
import { categoryI18n, faqI18n, serviceI18n, serviceTypeI18n } from "./seed-languages";

/** The shared tables: service types, categories and their subcategories, services, FAQs and coupons (expiring from `now`). */
export async function seedCatalogue(db: Queryable, now: Date) {
  await insertRows(
    db,
    schema.serviceTypes,
    SERVICE_TYPES.map(([serviceTypeId, typeName]) => ({ serviceTypeId, typeName, i18n: serviceTypeI18n(serviceTypeId) })),
  );
  await insertRows(
    db,
    schema.categories,
    CATEGORIES.map(([categoryId, categoryName], i) => ({
      categoryId,
      categoryName,
      image: `/images/demo/category-${categoryId}.svg`,
      status: true,
      featured: true,
      sortOrder: i,
      sacCode: CATEGORY_SAC[categoryId] ?? null,
      i18n: categoryI18n(categoryId),
    })),
  );
  await insertRows(
    db,
    schema.subcategories,
    CATEGORIES.flatMap(([categoryId, , subs]) => subs.map(([subcategoryId, subcategoryName]) => ({ subcategoryId, categoryId, subcategoryName, i18n: categoryI18n(subcategoryId) }))),
  );
  await insertRows(
    db,
    schema.services,
    CATALOGUE.map((c) => ({
      serviceId: c.id,
      serviceName: c.name,
      categoryId: c.category,
      subcategoryId: c.subcategory,
      searchTerms: SEARCH_TERMS[c.id] ?? "",
      sacCode: SERVICE_SAC[c.id] ?? null,
      i18n: serviceI18n(c.id),
    })),
  );
  await insertRows(
    db,
    schema.faqs,
    FAQS.map(([serviceType, question, answer], i) => ({ serviceType, question, answer, i18n: faqI18n(i) })),
  );
  await insertRows(
    db,
    schema.coupons,
    COUPONS.map(([couponCode, kind, value, maxDiscount, minOrder, days, usesPerUser, description, firstBookingOnly = false]) => ({
      couponCode,
      kind,
      value,
      maxDiscount,
      minOrder,
      expiresAt: new Date(now.getTime() + days * 86400000),
      usesPerUser,
      description,
      firstBookingOnly,
    })),
  );
}
