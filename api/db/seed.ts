import { and, asc, eq, getTableName, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "./client";
import * as schema from "./schema";
import { CITY_PLACES, PLACES, type Place } from "../lib/gazetteer";
import { randomToken, sha256 } from "../lib/crypto";
import { demoProviderKey } from "../lib/auth";
import { computeTotals } from "../lib/money";
import { gstinCheckCharacter, gstState } from "../lib/gst";
import { addDays, clockTime, indiaNow } from "../lib/ist";
import {
  CATALOGUE,
  CATEGORIES,
  CATEGORY_SAC,
  COUPONS,
  DEMO_USER,
  FAQS,
  FIRST_NAMES,
  FREELANCER_SUFFIXES,
  LAST_NAMES,
  PACKAGES,
  REVIEW_COMMENTS,
  SALON_PREFIXES,
  SALON_SUFFIXES,
  SEARCH_TERMS,
  SERVICE_SAC,
  SERVICE_TYPES,
  STYLIST_ROLES,
} from "./seed-data";
import { SERVICE_TYPE } from "../../contract/catalog";
import { STATUS } from "../../contract/booking";

export async function isSeeded(db: Queryable): Promise<boolean> {
  return (await db.orm.$count(schema.providers)) > 0;
}

/** Multi-row INSERTs in chunks (well under PostgreSQL's 65,535 parameters), so 10,000 providers load in seconds. */
async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: PgInsertValue<T>[]) {
  if (!rows.length) return;
  const chunk = Math.max(1, Math.floor(20000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += chunk) await db.orm.insert(table).values(rows.slice(i, i + chunk));
}

/** A small deterministic PRNG, so every seed run makes the same demo data. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Demo pictures in public/images/demo (scripts/make-demo-images.ts): provider-1..6, specialist-1..6. */
const SALON_PICTURES = 6;
const SPECIALIST_PICTURES = 6;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SALON_HOURS = Object.fromEntries(DAYS.map((d) => [d, d === "Sunday" ? "10:00 AM,6:00 PM" : "9:30 AM,8:00 PM"]));
const HOME_HOURS = Object.fromEntries(DAYS.map((d) => [d, "7:00 AM,9:00 PM"]));
const SALON_SLOTS = "9:30 AM,10:30 AM,11:30 AM,12:30 PM,1:30 PM,2:30 PM,3:30 PM,4:30 PM,5:30 PM,6:30 PM,7:30 PM";

const roundPrice = (price: number) => (price < 200 ? Math.round(price / 10) * 10 : Math.round(price / 50) * 50 - (price > 5000 ? 1 : 0));

export interface SeedOptions {
  providers: number;
  now?: Date;
  /**
   * "demo": every provider's key is `demo-provider-<id>` (demoProviderKey), so the demo provider,
   * the tests and the README can act as any provider; only for demo mode.
   * "random" (the default): a fresh random key per provider, returned once and stored only hashed.
   */
  providerKeys?: "demo" | "random";
}

export interface SeedResult {
  /** The keys of a "random" seed, by provider id: the only time they exist in clear. */
  providerKeys: { providerId: number; key: string }[];
}

/**
 * Demo data: providers (salons and freelancers) in every gazetteer city, a fifth of them in
 * Trivandrum (the default location), each with branches, working hours, services, packages,
 * stylists, photos and reviews; plus FAQs, coupons and a demo customer with bookings.
 * `providers` is the size knob (SEED_PROVIDERS; 10,000 for load tests).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const rand = prng(20261122);
  const derivable = options.providerKeys === "demo";
  const issuedKeys: SeedResult["providerKeys"] = [];
  const providerKey = (id: number) => {
    if (derivable) return demoProviderKey(id);
    const key = randomToken();
    issuedKeys.push({ providerId: id, key });
    return key;
  };
  const now = options.now ?? new Date();
  await insertRows(
    db,
    schema.serviceTypes,
    SERVICE_TYPES.map(([serviceTypeId, typeName]) => ({ serviceTypeId, typeName })),
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
    })),
  );
  await insertRows(
    db,
    schema.subcategories,
    CATEGORIES.flatMap(([categoryId, , subs]) => subs.map(([subcategoryId, subcategoryName]) => ({ subcategoryId, categoryId, subcategoryName }))),
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
    })),
  );
  await insertRows(
    db,
    schema.faqs,
    FAQS.map(([serviceType, question, answer]) => ({ serviceType, question, answer })),
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

  const providers: (typeof schema.providers.$inferInsert)[] = [];
  const branches: (typeof schema.branches.$inferInsert)[] = [];
  const offerings: (typeof schema.offerings.$inferInsert)[] = [];
  const stylists: (typeof schema.stylists.$inferInsert)[] = [];
  const photos: (typeof schema.photos.$inferInsert)[] = [];
  const reviews: (typeof schema.reviews.$inferInsert)[] = [];
  let branchId = 0;
  let offeringId = 0;
  let stylistId = 0;
  const trivandrum = CITY_PLACES.find((c) => c.city === "Trivandrum")!;
  const otherCities = CITY_PLACES.filter((c) => c !== trivandrum);
  const localitiesOf = (city: Place) => PLACES.filter((p) => p.kind === "locality" && p.city === city.city);

  for (let id = 1; id <= options.providers; id++) {
    // Every fifth provider is in Trivandrum; the rest go round the other cities.
    const city = id % 5 === 1 ? trivandrum : otherCities[(id - 1 - Math.ceil(id / 5)) % otherCities.length]!;
    const type = id % 5 === 2 || id % 5 === 4 || id % 10 === 6 ? SERVICE_TYPE.freelancer : SERVICE_TYPE.salon; // half are freelancers offering home services
    const salon = type === SERVICE_TYPE.salon;
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    const name = salon ? `${SALON_PREFIXES[(id * 7) % SALON_PREFIXES.length]} ${SALON_SUFFIXES[(id * 5) % SALON_SUFFIXES.length]}` : `${first} ${last} ${rand.pick(FREELANCER_SUFFIXES)}`;
    const verified = rand.chance(0.7);
    const summary = salon
      ? `${name} is a ${verified ? "verified " : ""}salon in ${city.city} known for warm service, hygiene and bridal looks. Our team of trained stylists works with trusted, cruelty-free products.`
      : `${first} is a certified beauty professional who comes to your home across ${city.city}, carrying sanitised tools, disposable sheets and premium products. Specialises in bridal and party looks.`;
    providers.push({
      providerId: id,
      providerName: name,
      serviceTypeId: type,
      verified,
      // Salons get a salon picture; specialists who come home get a portrait with a house badge.
      imageUrl: salon ? `/images/demo/provider-${(id % SALON_PICTURES) + 1}.svg` : `/images/demo/specialist-${(id % SPECIALIST_PICTURES) + 1}.svg`,
      businessSummary: summary,
      genderType: salon ? rand.pick(["Unisex", "Women", "Unisex"]) : "Women",
      apiKeyHash: sha256(providerKey(id)),
      // Salons are firms (LLPs) under their salon's name; a freelancer is registered in her own name.
      legalName: salon ? `${name} LLP` : `${first} ${last}`,
      gstin: demoGstin(id, city.state, salon ? { kind: "F", initial: name } : { kind: "P", initial: last }),
    });

    const localities = localitiesOf(city);
    const branchCount = salon && id % 6 === 1 && localities.length > 1 ? 2 : 1;
    for (let b = 0; b < branchCount; b++) {
      branchId++;
      const spot = localities.length ? localities[(id + b) % localities.length]! : city;
      const lat = spot.latitude + (rand.next() - 0.5) * 0.02;
      const lng = spot.longitude + (rand.next() - 0.5) * 0.02;
      const branchName = salon ? `${name} ${spot.kind === "locality" ? spot.name : city.city}` : `${name} ${city.city}`;
      const address = `${rand.int(1, 60)}/${rand.int(100, 999)}, ${spot.kind === "locality" ? `${spot.name}, ` : ""}${city.city}, ${city.state}`;
      branches.push({
        branchId,
        providerId: id,
        branchName,
        city: city.city,
        state: city.state,
        address,
        latitude: lat,
        longitude: lng,
        workingHours: salon ? SALON_HOURS : HOME_HOURS,
        slots: salon && id % 2 === 1 ? SALON_SLOTS : null,
      });
      const stylistCount = salon ? rand.int(2, 4) : 1;
      for (let k = 0; k < stylistCount; k++) {
        stylistId++;
        const stylistName = salon ? `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES)}` : `${first} ${last}`;
        stylists.push({
          beauticianId: stylistId,
          providerId: id,
          branchId,
          beauticianName: stylistName,
          role: salon ? STYLIST_ROLES[(stylistId + k) % STYLIST_ROLES.length]! : "Bridal Makeup Artist",
          yearsOfExperience: rand.int(2, 15),
          rating: Math.round((3.8 + rand.next() * 1.2) * 10) / 10,
          profileImage: `/images/demo/stylist-${(stylistId % 6) + 1}.svg`,
        });
      }
    }

    // Salons all cut hair; freelancers all do party makeup; both add a varied selection.
    const must = salon ? [1] : [29];
    const pool = CATALOGUE.filter((c) => (salon ? c.category !== 7 || rand.chance(0.3) : [2, 3, 4, 6, 7, 8].includes(c.category)));
    const chosen = new Set(must);
    const wanted = rand.int(8, 14);
    while (chosen.size < Math.min(wanted, pool.length)) chosen.add(rand.pick(pool).id);
    const bridal = rand.chance(0.6);
    if (bridal) [17, 18].forEach((sid) => chosen.add(sid));
    for (const sid of [...chosen].sort((a, b) => a - b)) {
      const c = CATALOGUE.find((x) => x.id === sid)!;
      offeringId++;
      offerings.push({
        offeringId,
        providerId: id,
        serviceId: c.id,
        categoryId: c.category,
        subcategoryId: c.subcategory,
        kind: "service",
        name: c.name,
        description: c.description,
        price: roundPrice(c.price * (0.8 + rand.next() * 0.6)),
        image: `/images/demo/service-${c.id}.svg`,
        serviceTime: c.time,
        packageServices: null,
      });
    }
    const packages = PACKAGES.filter((p, i) => (i === 0 ? bridal : i === 1 ? bridal || rand.chance(0.3) : rand.chance(0.35)));
    for (const [pname, included, price, time] of packages) {
      offeringId++;
      offerings.push({
        offeringId,
        providerId: id,
        serviceId: null,
        categoryId: 4,
        subcategoryId: null,
        kind: "package",
        name: pname,
        description: `Includes ${included}.`,
        price: roundPrice(price * (0.85 + rand.next() * 0.3)),
        image: `/images/demo/package-${pname.startsWith("Pre-Bridal") ? 2 : 1}.svg`,
        serviceTime: time,
        packageServices: included,
      });
    }

    for (let k = 0; k < 4; k++) {
      const sid = [...chosen][k % chosen.size]!;
      photos.push({ providerId: id, image: `/images/demo/photo-${((id + k * 2) % 9) + 1}.svg`, serviceName: CATALOGUE.find((c) => c.id === sid)!.name });
    }
    const reviewCount = rand.int(0, 6);
    for (let k = 0; k < reviewCount; k++) {
      const rating = rand.chance(0.6) ? 5 : rand.chance(0.7) ? 4 : 3;
      const daysAgo = rand.int(3, 360);
      reviews.push({
        providerId: id,
        userName: `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES).charAt(0)}.`,
        rating,
        comment: rand.pick(REVIEW_COMMENTS),
        createdAt: new Date(now.getTime() - daysAgo * 86400000),
      });
    }
  }

  await insertRows(db, schema.providers, providers);
  // Offerings before branches: each new branch then takes its provider's service ids as it is
  // inserted (migration 011), instead of every branch being rewritten after.
  await insertRows(db, schema.offerings, offerings);
  await insertRows(db, schema.branches, branches);
  await insertRows(db, schema.stylists, stylists);
  await insertRows(db, schema.photos, photos);
  await insertRows(db, schema.reviews, reviews);
  // The ids above were given explicitly: move each serial past them.
  for (const [table, column] of [
    [schema.providers, schema.providers.providerId],
    [schema.branches, schema.branches.branchId],
    [schema.offerings, schema.offerings.offeringId],
    [schema.stylists, schema.stylists.beauticianId],
  ] as const) {
    await db.orm.execute(sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, ${column.name}), (SELECT max(${column}) FROM ${table}))`);
  }
  await seedDemoCustomer(db, now);
  // Fresh statistics for the planner (PGlite has no autovacuum to gather them).
  await db.query("ANALYZE");
  return { providerKeys: issuedKeys };
}

/**
 * A made-up GSTIN of the right shape for a demo provider (no PRNG draw, so the rest of the seed
 * is unchanged): the state's code, a PAN (three letters from the id, the holder's kind, F for a
 * firm or P for a person, the initial of the name or surname, four digits and a letter from the
 * id), entity 1, Z and the check character.
 */
export function demoGstin(id: number, state: string, holder: { kind: "F" | "P"; initial: string }): string {
  const code = gstState(state)?.code;
  if (!code) throw new Error(`No GST state code for ${state}`);
  const letter = (n: number) => String.fromCharCode(65 + (Math.floor(n) % 26));
  const initial = /[A-Z]/.test(holder.initial[0]?.toUpperCase() ?? "") ? holder.initial[0]!.toUpperCase() : "X";
  const first14 = `${code}${letter(id / 676)}${letter(id / 26)}${letter(id)}${holder.kind}${initial}${String(id % 10000).padStart(4, "0")}${letter(id * 7)}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** The date and a half-hour time ('4:30 PM') in India at least `minutes` after `now`. */
function soonInIndia(now: Date, minutes: number): { date: string; time: string } {
  const HALF_HOUR_MS = 1_800_000; // India's offset (5:30) is a whole number of half hours, so UTC and India round alike
  const india = indiaNow(new Date(Math.ceil((now.getTime() + minutes * 60_000) / HALF_HOUR_MS) * HALF_HOUR_MS));
  return { date: india.date, time: clockTime(india.minutes) };
}

/**
 * Ananya, the demo customer (9876543210), with a completed, a cancelled and two scheduled bookings:
 * one in five days, and one about two hours after seeding (cancelling it now costs a fee).
 */
async function seedDemoCustomer(db: Db, now: Date) {
  const u = DEMO_USER;
  const [user] = await db.orm
    .insert(schema.users)
    .values({ name: u.name, email: u.email, phone: u.phone, dob: u.dob, gender: u.gender, location: u.location, address: u.address })
    .returning({ userId: schema.users.userId });
  const userId = user!.userId;
  const [provider] = await db.orm
    .select({ providerId: schema.providers.providerId, branchId: schema.branches.branchId, beauticianId: schema.stylists.beauticianId })
    .from(schema.providers)
    .innerJoin(schema.branches, eq(schema.branches.providerId, schema.providers.providerId))
    .innerJoin(schema.stylists, eq(schema.stylists.branchId, schema.branches.branchId))
    .where(eq(schema.providers.serviceTypeId, SERVICE_TYPE.salon))
    .orderBy(schema.providers.providerId, schema.branches.branchId, schema.stylists.beauticianId)
    .limit(1);
  const { providerId, branchId, beauticianId } = provider!;
  const items = await db.orm
    .select({ offeringId: schema.offerings.offeringId, price: schema.offerings.price })
    .from(schema.offerings)
    .where(and(eq(schema.offerings.providerId, providerId), eq(schema.offerings.kind, "service")))
    .orderBy(asc(schema.offerings.offeringId))
    .limit(2);
  const day = (offset: number) => addDays(indiaNow(now).date, offset);
  const bookings = [
    { date: day(-20), time: "11:30 AM", status: STATUS.completed, paid: true },
    { date: day(5), time: "4:30 PM", status: STATUS.scheduled, paid: true },
    { ...soonInIndia(now, 120), status: STATUS.scheduled, paid: true },
    { date: day(-8), time: "10:30 AM", status: STATUS.cancelled, paid: false, reason: "Scheduling Conflict" },
  ];
  for (const b of bookings) {
    const booked = new Date(now.getTime() - 30 * 86400000);
    const [appointment] = await db.orm
      .insert(schema.appointments)
      .values({
        userId,
        providerId,
        branchId,
        appointmentDate: b.date,
        appointmentTime: b.time,
        statusId: b.status,
        stylistId: b.status === STATUS.cancelled ? null : beauticianId,
        otpVerifiedAt: booked,
        acceptedAt: booked,
        createdAt: booked,
        cancelReason: b.reason ?? null,
        cancelledBy: b.reason ? "user" : null,
        endReason: b.reason ? "customer_cancelled" : null,
      })
      .returning({ appointmentId: schema.appointments.appointmentId });
    const appointmentId = appointment!.appointmentId;
    await db.orm.insert(schema.appointmentItems).values(items.map((i) => ({ appointmentId, offeringId: i.offeringId, quantity: 1, unitPrice: i.price })));
    if (b.paid) {
      const t = computeTotals({ lines: items.map((i) => ({ unitPrice: i.price, quantity: 1 })) });
      // The demo customer paid her completed visits at the venue, and her upcoming ones by UPI when she booked.
      const method = b.status === STATUS.completed ? "venue" : "upi";
      await db.orm.insert(schema.payments).values({ appointmentId, userId, subtotal: t.subtotal, discount: 0, cgst: t.cgst, sgst: t.sgst, total: t.total, method, paidAt: booked });
    }
  }
}
