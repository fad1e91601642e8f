import type { Db, Queryable } from "./client";
import { CITY_PLACES, PLACES, type Place } from "../lib/gazetteer";
import { sha256 } from "../lib/crypto";
import { demoProviderKey } from "../lib/auth";
import { computeTotals } from "../lib/money";
import {
  CATALOGUE, CATEGORIES, COUPONS, DEMO_USER, FAQS, FIRST_NAMES, FREELANCER_SUFFIXES, LAST_NAMES, PACKAGES,
  REVIEW_COMMENTS, SALON_PREFIXES, SALON_SUFFIXES, SERVICE_TYPES, STYLIST_ROLES,
} from "./seed-data";

export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM providers");
  return (rows[0]?.n ?? 0) > 0;
}

/** Multi-row INSERTs in chunks, so 10,000 providers load in seconds. */
async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][]) {
  const chunk = Math.max(1, Math.floor(20000 / columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(", ")})`);
    await db.query(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
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

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SALON_HOURS = Object.fromEntries(DAYS.map((d) => [d, d === "Sunday" ? "10:00 AM,6:00 PM" : "9:30 AM,8:00 PM"]));
const HOME_HOURS = Object.fromEntries(DAYS.map((d) => [d, "7:00 AM,9:00 PM"]));
const SALON_SLOTS = "9:30 AM,10:30 AM,11:30 AM,12:30 PM,1:30 PM,2:30 PM,3:30 PM,4:30 PM,5:30 PM,6:30 PM,7:30 PM";

const roundPrice = (price: number) => (price < 200 ? Math.round(price / 10) * 10 : Math.round(price / 50) * 50 - (price > 5000 ? 1 : 0));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo data: providers (salons and freelancers) in every gazetteer city, a fifth of them in
 * Trivandrum (the default location), each with branches, working hours, services, packages,
 * stylists, photos and reviews; plus FAQs, coupons and a demo customer with bookings.
 * `providers` is the size knob (SEED_PROVIDERS; 10,000 for load tests).
 */
export async function seedDemoData(db: Db, options: { providers: number; now?: Date }): Promise<void> {
  const rand = prng(20261122);
  const now = options.now ?? new Date();
  await insertRows(db, "service_types", ["service_type_id", "type_name"], SERVICE_TYPES.map((t) => [...t]));
  await insertRows(db, "categories", ["category_id", "category_name", "image", "status", "featured", "sort_order"],
    CATEGORIES.map(([id, name], i) => [id, name, `/images/demo/category-${id}.svg`, true, true, i]));
  await insertRows(db, "subcategories", ["subcategory_id", "category_id", "subcategory_name"],
    CATEGORIES.flatMap(([id, , subs]) => subs.map(([subId, name]) => [subId, id, name])));
  await insertRows(db, "services", ["service_id", "service_name", "category_id"], CATALOGUE.map((c) => [c.id, c.name, c.category]));
  await insertRows(db, "faqs", ["service_type", "question", "answer"], FAQS.map((f) => [...f]));
  await insertRows(db, "coupons", ["coupon_code", "kind", "value", "max_discount", "min_order", "expires_at", "uses_per_user", "description"],
    COUPONS.map(([code, kind, value, max, min, days, uses, description]) => [code, kind, value, max, min, new Date(now.getTime() + days * 86400000), uses, description]));

  const providers: unknown[][] = [];
  const branches: unknown[][] = [];
  const offerings: unknown[][] = [];
  const stylists: unknown[][] = [];
  const photos: unknown[][] = [];
  const reviews: unknown[][] = [];
  let branchId = 0;
  let offeringId = 0;
  let stylistId = 0;
  const trivandrum = CITY_PLACES.find((c) => c.city === "Trivandrum")!;
  const otherCities = CITY_PLACES.filter((c) => c !== trivandrum);
  const localitiesOf = (city: Place) => PLACES.filter((p) => p.kind === "locality" && p.city === city.city);

  for (let id = 1; id <= options.providers; id++) {
    // Every fifth provider is in Trivandrum; the rest go round the other cities.
    const city = id % 5 === 1 ? trivandrum : otherCities[(id - 1 - Math.ceil(id / 5)) % otherCities.length]!;
    const home = id % 5 === 2 || id % 5 === 4 || id % 10 === 6 ? 2 : 1; // half are freelancers offering home services
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    const name = home === 1
      ? `${SALON_PREFIXES[(id * 7) % SALON_PREFIXES.length]} ${SALON_SUFFIXES[(id * 5) % SALON_SUFFIXES.length]}`
      : `${first} ${last} ${rand.pick(FREELANCER_SUFFIXES)}`;
    const verified = rand.chance(0.7);
    const summary = home === 1
      ? `${name} is a ${verified ? "verified " : ""}salon in ${city.city} known for warm service, hygiene and bridal looks. Our team of trained stylists works with trusted, cruelty-free products.`
      : `${first} is a certified beauty professional who comes to your home across ${city.city}, carrying sanitised tools, disposable sheets and premium products. Specialises in bridal and party looks.`;
    providers.push([id, name, home, verified, `/images/demo/provider-${(id % 8) + 1}.svg`, summary, home === 1 ? rand.pick(["Unisex", "Women", "Unisex"]) : "Women", sha256(demoProviderKey(id))]);

    const localities = localitiesOf(city);
    const branchCount = home === 1 && id % 6 === 1 && localities.length > 1 ? 2 : 1;
    for (let b = 0; b < branchCount; b++) {
      branchId++;
      const spot = localities.length ? localities[(id + b) % localities.length]! : city;
      const lat = spot.latitude + (rand.next() - 0.5) * 0.02;
      const lng = spot.longitude + (rand.next() - 0.5) * 0.02;
      const branchName = home === 1 ? `${name} ${spot.kind === "locality" ? spot.name : city.city}` : `${name} ${city.city}`;
      const address = `${rand.int(1, 60)}/${rand.int(100, 999)}, ${spot.kind === "locality" ? `${spot.name}, ` : ""}${city.city}, ${city.state}`;
      branches.push([branchId, id, branchName, city.city, city.state, address, lat, lng, JSON.stringify(home === 1 ? SALON_HOURS : HOME_HOURS), home === 1 && id % 2 === 1 ? SALON_SLOTS : null]);
      const stylistCount = home === 1 ? rand.int(2, 4) : 1;
      for (let k = 0; k < stylistCount; k++) {
        stylistId++;
        const stylistName = home === 1 ? `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES)}` : `${first} ${last}`;
        stylists.push([stylistId, id, branchId, stylistName, home === 1 ? STYLIST_ROLES[(stylistId + k) % STYLIST_ROLES.length] : "Bridal Makeup Artist",
          rand.int(2, 15), Math.round((3.8 + rand.next() * 1.2) * 10) / 10, `/images/demo/stylist-${(stylistId % 6) + 1}.svg`]);
      }
    }

    // Salons all cut hair; freelancers all do party makeup; both add a varied selection.
    const must = home === 1 ? [1] : [29];
    const pool = CATALOGUE.filter((c) => (home === 1 ? c.category !== 7 || rand.chance(0.3) : [2, 3, 4, 6, 7, 8].includes(c.category)));
    const chosen = new Set(must);
    const wanted = rand.int(8, 14);
    while (chosen.size < Math.min(wanted, pool.length)) chosen.add(rand.pick(pool).id);
    const bridal = rand.chance(0.6);
    if (bridal) [17, 18].forEach((sid) => chosen.add(sid));
    for (const sid of [...chosen].sort((a, b) => a - b)) {
      const c = CATALOGUE.find((x) => x.id === sid)!;
      offeringId++;
      offerings.push([offeringId, id, c.id, c.category, c.subcategory, "service", c.name, c.description, roundPrice(c.price * (0.8 + rand.next() * 0.6)),
        `/images/demo/service-${((c.category - 1) % 8) + 1}.svg`, c.time, null]);
    }
    const packages = PACKAGES.filter((p, i) => (i === 0 ? bridal : i === 1 ? bridal || rand.chance(0.3) : rand.chance(0.35)));
    for (const [pname, included, price, time] of packages) {
      offeringId++;
      offerings.push([offeringId, id, null, 4, null, "package", pname, `Includes ${included}.`, roundPrice(price * (0.85 + rand.next() * 0.3)),
        `/images/demo/package-${pname.startsWith("Pre-Bridal") ? 2 : 1}.svg`, time, included]);
    }

    for (let k = 0; k < 4; k++) {
      const sid = [...chosen][k % chosen.size]!;
      photos.push([id, `/images/demo/photo-${((id + k * 2) % 9) + 1}.svg`, CATALOGUE.find((c) => c.id === sid)!.name]);
    }
    const reviewCount = rand.int(0, 6);
    for (let k = 0; k < reviewCount; k++) {
      const rating = rand.chance(0.6) ? 5 : rand.chance(0.7) ? 4 : 3;
      const daysAgo = rand.int(3, 360);
      reviews.push([id, `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES).charAt(0)}.`, rating, rand.pick(REVIEW_COMMENTS), new Date(now.getTime() - daysAgo * 86400000)]);
    }
  }

  await insertRows(db, "providers", ["provider_id", "provider_name", "service_type_id", "verified", "image_url", "business_summary", "gender_type", "api_key_hash"], providers);
  await insertRows(db, "branches", ["branch_id", "provider_id", "branch_name", "city", "state", "address", "latitude", "longitude", "working_hours", "slots"], branches);
  await insertRows(db, "offerings", ["offering_id", "provider_id", "service_id", "category_id", "subcategory_id", "kind", "name", "description", "price", "image", "service_time", "package_services"], offerings);
  await insertRows(db, "stylists", ["beautician_id", "provider_id", "branch_id", "beautician_name", "role", "years_of_experience", "rating", "profile_image"], stylists);
  await insertRows(db, "photos", ["provider_id", "image", "service_name"], photos);
  await insertRows(db, "reviews", ["provider_id", "user_name", "rating", "comment", "created_at"], reviews);
  for (const [table, column] of [["providers", "provider_id"], ["branches", "branch_id"], ["offerings", "offering_id"], ["stylists", "beautician_id"]]) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`);
  }
  await seedDemoCustomer(db, now);
}

/** Ananya, the demo customer (9876543210), with a completed, a scheduled and a cancelled booking. */
async function seedDemoCustomer(db: Db, now: Date) {
  const u = DEMO_USER;
  const [user] = await db.query<{ user_id: number }>(
    "INSERT INTO users (name, email, phone, dob, gender, location, address) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING user_id",
    [u.name, u.email, u.phone, u.dob, u.gender, u.location, u.address],
  );
  const userId = user!.user_id;
  const provider = await db.query<{ provider_id: number; branch_id: number; beautician_id: number }>(
    `SELECT p.provider_id, b.branch_id, s.beautician_id FROM providers p JOIN branches b USING (provider_id) JOIN stylists s ON s.branch_id = b.branch_id
     WHERE p.service_type_id = 1 ORDER BY p.provider_id, b.branch_id, s.beautician_id LIMIT 1`,
  );
  const { provider_id, branch_id, beautician_id } = provider[0]!;
  const items = await db.query<{ offering_id: number; price: number }>(
    "SELECT offering_id, price FROM offerings WHERE provider_id = $1 AND kind = 'service' ORDER BY offering_id LIMIT 2",
    [provider_id],
  );
  const day = (offset: number) => isoDate(new Date(now.getTime() + offset * 86400000));
  const bookings = [
    { date: day(-20), time: "11:30 AM", status: 5, paid: true },
    { date: day(5), time: "4:30 PM", status: 2, paid: true },
    { date: day(-8), time: "10:30 AM", status: 4, paid: false, reason: "Scheduling Conflict" },
  ];
  for (const b of bookings) {
    const [appointment] = await db.query<{ appointment_id: number }>(
      `INSERT INTO appointments (user_id, provider_id, branch_id, appointment_date, appointment_time, status_id, stylist_id,
         otp_verified_at, accepted_at, cancel_reason, cancelled_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $8) RETURNING appointment_id`,
      [userId, provider_id, branch_id, b.date, b.time, b.status, b.status === 4 ? null : beautician_id, new Date(now.getTime() - 30 * 86400000),
        b.reason ?? null, b.reason ? "user" : null],
    );
    const id = appointment!.appointment_id;
    for (const item of items) {
      await db.query("INSERT INTO appointment_items (appointment_id, offering_id, quantity, unit_price) VALUES ($1, $2, 1, $3)", [id, item.offering_id, item.price]);
    }
    if (b.paid) {
      const t = computeTotals({ lines: items.map((i) => ({ unitPrice: i.price, quantity: 1 })) });
      await db.query(
        "INSERT INTO payments (appointment_id, user_id, subtotal, discount, cgst, sgst, total) VALUES ($1, $2, $3, 0, $4, $5, $6)",
        [id, userId, t.subtotal, t.cgst, t.sgst, t.total],
      );
    }
  }
}
