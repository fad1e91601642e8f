import { getTableName, sql } from "drizzle-orm";
import type { Queryable } from "./client";
import * as schema from "./schema";
import { CITY_PLACES, PLACES, type Place } from "../lib/gazetteer";
import { sha256 } from "../lib/crypto";
import { gstinCheckCharacter, gstState } from "../lib/gst";
import { insertRows } from "./seed-rows";
import { prng } from "./seed-prng";
import { CATALOGUE, FIRST_NAMES, FREELANCER_SUFFIXES, LAST_NAMES, PACKAGES, REVIEW_COMMENTS, SALON_PREFIXES, SALON_SUFFIXES, STYLIST_ROLES } from "./seed-data";
import { packageI18n, serviceI18n } from "./seed-languages";
import { SERVICE_TYPE } from "../../contract/catalog";

/** Demo pictures in public/images/demo (scripts/make-demo-images.ts): provider-1..6, specialist-1..6. */
const SALON_PICTURES = 6;
const SPECIALIST_PICTURES = 6;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SALON_HOURS = Object.fromEntries(DAYS.map((d) => [d, d === "Sunday" ? "10:00 AM,6:00 PM" : "9:30 AM,8:00 PM"]));
const HOME_HOURS = Object.fromEntries(DAYS.map((d) => [d, "7:00 AM,9:00 PM"]));
const SALON_SLOTS = "9:30 AM,10:30 AM,11:30 AM,12:30 PM,1:30 PM,2:30 PM,3:30 PM,4:30 PM,5:30 PM,6:30 PM,7:30 PM";

const roundPrice = (price: number) => (price < 200 ? Math.round(price / 10) * 10 : Math.round(price / 50) * 50 - (price > 5000 ? 1 : 0));

/**
 * `count` providers (salons and freelancers) in every gazetteer city, a fifth of them in
 * Trivandrum, each with branches, working hours, services, packages, stylists, photos and reviews,
 * drawn from one fixed random stream. `providerKey` gives each provider's key, whose hash is stored.
 */
export async function seedProviders(db: Queryable, options: { count: number; now: Date; providerKey: (id: number) => string }) {
  const { now, providerKey } = options;
  const rand = prng(20261122);
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

  for (let id = 1; id <= options.count; id++) {
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
        i18n: serviceI18n(c.id),
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
        i18n: packageI18n(pname, included),
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
