import type { z } from "@hono/zod-openapi";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appointmentItems, branches, categories, offerings, photos, providers, reviews, serviceTypes, stylists } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { BookServiceQuery, Package, Service, Stylist } from "../../../contract/schemas/providers";
import { listColumns, qb, reviewStats, toListItem } from "./list-item";
import { subRatingColumns } from "../bookings/reviews.service";
import { photoPathsOf } from "../bookings/review-photos";
import { SUB_RATINGS } from "../../../contract/review";
import { inLanguage } from "../../lib/languages";
import type { Language } from "../../../shared/languages";

type ServiceRow = z.infer<typeof Service>;
type PackageRow = z.infer<typeof Package>;
type StylistRow = z.infer<typeof Stylist>;
/** A provider's services, their words in `language` where the provider has them (migration 017). */
const serviceColumns = (language: Language) => ({
  service_id: offerings.offeringId,
  service_name: inLanguage(language, offerings.name, offerings.i18n),
  description: inLanguage(language, offerings.description, offerings.i18n, "description"),
  price: offerings.price,
  image: offerings.image,
  service_time: offerings.serviceTime,
  category_id: offerings.categoryId,
  category_name: inLanguage(language, sql`coalesce(${categories.categoryName}, '')`, categories.i18n),
  subcategory_id: offerings.subcategoryId,
});

/** Active single services of a provider (packages are apart). */
const activeServices = (providerId: number) => and(eq(offerings.providerId, providerId), eq(offerings.active, true), eq(offerings.kind, "service"));

/** Everything the provider page shows, for one branch. */
export async function providerDetail(db: Queryable, q: z.infer<typeof BookServiceQuery>, now: Date, language: Language) {
  const SERVICE_COLUMNS = serviceColumns(language);
  const [provider] = await db.orm
    .select({ typeName: inLanguage(language, serviceTypes.typeName, serviceTypes.i18n), businessSummary: providers.businessSummary, genderType: providers.genderType })
    .from(providers)
    .innerJoin(serviceTypes, eq(serviceTypes.serviceTypeId, providers.serviceTypeId))
    .where(eq(providers.providerId, q.provider_id));
  if (!provider) throw notFound("provider_not_found");
  const [branch] = await db.orm
    .select({
      ...listColumns(language),
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
  if (!branch) throw notFound("branch_not_of_provider");

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
      // Not those retired (decision 0046).
      .where(and(eq(stylists.branchId, branch.branchId), isNull(stylists.retiredAt)))
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
    package_name: o.i18n[language]?.name ?? o.name,
    service_image: o.image,
    service_price: o.price,
    package_services: o.i18n[language]?.package_services ?? o.packageServices ?? "",
    service_time: o.serviceTime || "3 hours",
    // The spec's words; in another language empty, and the page says them in its own.
    category_name: language === "en" ? "Bridal Package" : "",
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

/** A provider's latest approved reviews with their photos, and the averages of each sub-rating over all of them. */
export async function providerReviews(db: Queryable, providerId: number) {
  if (!Number.isInteger(providerId) || providerId <= 0) throw badRequest("invalid_provider");
  const approved = and(eq(reviews.providerId, providerId), eq(reviews.status, "approved"));
  const rows = await db.orm
    .select({
      review_id: reviews.reviewId,
      user_id: reviews.userId,
      user_name: reviews.userName,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.createdAt,
      status: reviews.status,
      verified_booking: sql<boolean>`${reviews.appointmentId} IS NOT NULL`,
      ...subRatingColumns,
      updated_at: reviews.updatedAt,
      reply: reviews.reply,
      replied_at: reviews.repliedAt,
    })
    .from(reviews)
    .where(approved)
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    .limit(REVIEWS_LISTED);
  const photos = await photoPathsOf(
    db,
    rows.map((r) => r.review_id),
  );
  const [stats] = await db.orm
    .select(
      Object.fromEntries(
        SUB_RATINGS.flatMap((k) => [
          [`${k}_avg`, sql<number | null>`avg(${reviews[k]})::float8`],
          [`${k}_count`, sql<number>`count(${reviews[k]})::int`],
        ]),
      ),
    )
    .from(reviews)
    .where(approved);
  return {
    reviews: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at?.toISOString() ?? null,
      replied_at: r.replied_at?.toISOString() ?? null,
      photos: photos.get(r.review_id) ?? [],
    })),
    sub_ratings: SUB_RATINGS.map((name) => ({ name, average: (stats?.[`${name}_avg`] as number | null) ?? null, count: Number(stats?.[`${name}_count`] ?? 0) })),
  };
}

const REVIEWS_LISTED = 50;
