/**
 * Every table as the SQL migrations (./migrations, the DDL source) leave it, for the typed query
 * builder. schema.test.ts compares this file with the migrated database so the two cannot drift.
 *
 * Column modes are chosen so PGlite and node-postgres give the same JS values:
 * timestamptz -> Date, date -> 'YYYY-MM-DD' string, numeric -> number (rupees with paise).
 * Foreign keys, checks and indexes live in the SQL only; they do not change the row types.
 */
import { sql } from "drizzle-orm";
import { boolean, customType, date, doublePrecision, integer, jsonb, numeric, pgTable, point, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { END_REASONS, STATUS, type StatusId } from "../../contract/booking";
import type { PaymentMethod } from "../../contract/payment";
import type { Language } from "../../shared/languages";

/** By language code, the fields of a catalogue row in that language (api/lib/languages.ts). */
export type CatalogueWords = Partial<Record<string, Record<string, string>>>;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string, precision = 12) => numeric(name, { precision, scale: 2, mode: "number" });
/** PGlite hands back a Uint8Array, node-postgres a Buffer: both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

export const serviceTypes = pgTable("service_types", {
  serviceTypeId: integer("service_type_id").primaryKey(),
  typeName: text("type_name").notNull(),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const categories = pgTable("categories", {
  categoryId: integer("category_id").primaryKey(),
  categoryName: text("category_name").notNull(),
  image: text("image"),
  status: boolean("status").notNull().default(true),
  featured: boolean("featured").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  /** The SAC code of its services, e.g. '999721' (migration 012). */
  sacCode: text("sac_code"),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const subcategories = pgTable("subcategories", {
  subcategoryId: integer("subcategory_id").primaryKey(),
  categoryId: integer("category_id").notNull(),
  subcategoryName: text("subcategory_name").notNull(),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const services = pgTable("services", {
  serviceId: integer("service_id").primaryKey(),
  serviceName: text("service_name").notNull().unique(),
  categoryId: integer("category_id"),
  subcategoryId: integer("subcategory_id"),
  /** Other words and spellings people type for it, space-separated (migration 009). */
  searchTerms: text("search_terms").notNull().default(""),
  /** Its SAC code where it differs from its category's (migration 012). */
  sacCode: text("sac_code"),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const providers = pgTable("providers", {
  providerId: serial("provider_id").primaryKey(),
  providerName: text("provider_name").notNull(),
  serviceTypeId: integer("service_type_id").notNull(),
  verified: boolean("verified").notNull().default(false),
  imageUrl: text("image_url"),
  businessSummary: text("business_summary").notNull().default(""),
  genderType: text("gender_type").notNull().default("Unisex"),
  apiKeyHash: text("api_key_hash"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** The name it is registered under for GST; null = its provider_name (migration 012). */
  legalName: text("legal_name"),
  /** 15 characters, check character verified in code (api/lib/gst.ts); null = not registered. */
  gstin: text("gstin"),
});

const int4multirange = customType<{ data: string }>({ dataType: () => "int4multirange" });

export const branches = pgTable("branches", {
  branchId: serial("branch_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  branchName: text("branch_name").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  address: text("address").notNull().default(""),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  /** {"Monday":"9:00 AM,8:00 PM", ...} */
  workingHours: jsonb("working_hours").$type<Record<string, string>>().notNull().default({}),
  /** Comma-separated '9:30 AM,10:00 AM'; null = the default list. */
  slots: text("slots"),
  // For the search's nearest-first index scan (migration 011): kept by the database, never written here.
  /** (longitude × cos latitude, latitude) in degrees: point distance is ground distance. */
  geo: point("geo", { mode: "tuple" }).generatedAlwaysAs(sql`point(longitude * cos(radians(latitude)), latitude)`),
  /** Opening hours as minutes of the week from Monday 0:00 in India time, e.g. '{[570,1200),…}'. */
  openWeek: int4multirange("open_week").generatedAlwaysAs(sql`branch_open_week(working_hours)`),
  /** The provider's type and its active offerings' service and category ids (triggers keep them). */
  serviceTypeId: integer("service_type_id"),
  serviceIds: integer("service_ids")
    .array()
    .notNull()
    .default(sql`'{}'`),
  categoryIds: integer("category_ids")
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Minutes kept free after each booked appointment (migration 023). */
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  /** How far a home-service branch travels, km; null: no limit set (migration 023). */
  travelRadiusKm: integer("travel_radius_km"),
});

/** Whole days a branch takes no bookings (migration 023). */
export const branchDaysOff = pgTable(
  "branch_days_off",
  {
    branchId: integer("branch_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day] })],
);

/** A branch's breaks: no slot starts inside one (migration 023). */
export const branchBreaks = pgTable("branch_breaks", {
  breakId: serial("break_id").primaryKey(),
  branchId: integer("branch_id").notNull(),
  /** 'Monday' … 'Sunday'; null: every day. */
  weekday: text("weekday"),
  /** Minutes after midnight, India time; the end is not part of the break. */
  startMinute: integer("start_minute").notNull(),
  endMinute: integer("end_minute").notNull(),
});

export const offerings = pgTable("offerings", {
  offeringId: serial("offering_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  serviceId: integer("service_id"),
  categoryId: integer("category_id"),
  subcategoryId: integer("subcategory_id"),
  kind: text("kind", { enum: ["service", "package"] })
    .notNull()
    .default("service"),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Rupees. */
  price: integer("price").notNull(),
  image: text("image"),
  serviceTime: text("service_time").notNull().default("1 hour"),
  packageServices: text("package_services"),
  active: boolean("active").notNull().default(true),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const stylists = pgTable("stylists", {
  beauticianId: serial("beautician_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  branchId: integer("branch_id").notNull(),
  beauticianName: text("beautician_name").notNull(),
  role: text("role").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull().default(1),
  rating: doublePrecision("rating").notNull().default(0),
  profileImage: text("profile_image"),
  /** Retired from the console (decision 0046): not offered, shown or counted; bookings keep the name. */
  retiredAt: timestamptz("retired_at"),
});

export const photos = pgTable("photos", {
  photoId: serial("photo_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  /** An address: the demo's seeded picture, or an uploaded photo's providerPhotoPath (contract/partner.ts). */
  image: text("image").notNull(),
  serviceName: text("service_name").notNull().default(""),
  /** An uploaded photo (migration 028): the JPEG the API made, without metadata; null for a photo given by address. */
  jpeg: bytea("jpeg"),
  width: integer("width"),
  height: integer("height"),
  uploadedAt: timestamptz("uploaded_at"),
});

export const users = pgTable("users", {
  userId: serial("user_id").primaryKey(),
  name: text("name").notNull().default(""),
  /** Stored lower-case. */
  /** Contact only, not unique (migration 008): never proven, never an identity. */
  email: text("email"),
  /** 10 digits. */
  phone: text("phone").notNull().unique(),
  dob: date("dob", { mode: "string" }),
  gender: text("gender"),
  location: text("location"),
  address: text("address"),
  receiveUpdates: boolean("receive_updates").notNull().default(true),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  phoneVerifiedAt: timestamptz("phone_verified_at").default(sql`now()`),
  /** The language the customer last logged in or booked in; their messages are in it (migration 018). */
  language: text("language").$type<Language>().notNull().default("en"),
  /** Booking links issued before this moment no longer work: set by logging out everywhere (migration 019). */
  linksRevokedAt: timestamptz("links_revoked_at"),
});

export const authTokens = pgTable("auth_tokens", {
  /** sha256 hex of the bearer token. */
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
});

/** A provider's people, who use the console (migration 022). */
export const providerMembers = pgTable("provider_members", {
  memberId: serial("member_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  phone: text("phone").notNull(),
  name: text("name").notNull().default(""),
  role: text("role", { enum: ["owner", "staff"] }).notNull(),
  /** Staff act for these branches only; an owner for all. */
  branchIds: integer("branch_ids")
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  invitedBy: integer("invited_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  removedAt: timestamptz("removed_at"),
  /** The language they last logged in to the console in: their messages' (migration 026). */
  language: text("language").$type<Language>().notNull().default("en"),
});

/** The console's bearer tokens (migration 022): only the hash is kept. */
export const memberTokens = pgTable("member_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: integer("member_id").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
});

/** Devices that logged in before (migration 016): the reserved login-code budget's proof. */
export const deviceTokens = pgTable("device_tokens", {
  /** sha256 hex of the token the web app keeps in its cookie. */
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id").notNull(),
  phone: text("phone").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
});

export const LOGIN_CODE_PURPOSES = ["login", "phone-change", "partner-login"] as const;

export const loginCodes = pgTable("login_codes", {
  id: serial("id").primaryKey(),
  phone: text("phone").notNull(),
  /** hmac-sha256(secret, phone:code) */
  codeHash: text("code_hash").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  usedAt: timestamptz("used_at"),
  clientKey: text("client_key").notNull().default(""),
  receiveUpdates: boolean("receive_updates").notNull().default(true),
  purpose: text("purpose", { enum: LOGIN_CODE_PURPOSES }).notNull().default("login"),
  /** phone-change codes: whose account the new phone would go to. */
  userId: integer("user_id"),
});

/** Sliding-window counters for rate limits: one row per event. */
export const rateEvents = pgTable("rate_events", {
  bucket: text("bucket").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  channel: text("channel").notNull().default("sms"),
  recipient: text("recipient").notNull(),
  body: text("body").notNull(),
  purpose: text("purpose").notNull().default(""),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** WhatsApp template name and its body parameters (migration 015). */
  template: text("template"),
  params: jsonb("params").$type<string[]>().notNull().default([]),
  status: text("status").$type<OutboxStatus>().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at"),
  claimedAt: timestamptz("claimed_at"),
  sentAt: timestamptz("sent_at"),
  lastError: text("last_error"),
  /** The message's language; a WhatsApp template is sent in its approved translation for it (migration 018). */
  language: text("language").$type<Language>().notNull().default("en"),
});
/** pending: to send; sending: claimed by a worker; kept: no gateway for its channel (demo outbox); unknown: a worker stopped mid-send, never resent. */
export type OutboxStatus = "pending" | "sending" | "sent" | "kept" | "failed" | "expired" | "unknown";

export const appointments = pgTable("appointments", {
  appointmentId: serial("appointment_id").primaryKey(),
  userId: integer("user_id").notNull(),
  providerId: integer("provider_id").notNull(),
  branchId: integer("branch_id").notNull(),
  appointmentDate: date("appointment_date", { mode: "string" }).notNull(),
  /** '9:30 AM' */
  appointmentTime: text("appointment_time").notNull(),
  statusId: integer("status_id").$type<StatusId>().notNull().default(STATUS.requested),
  stylistId: integer("stylist_id"),
  referenceImage: bytea("reference_image"),
  referenceImageType: text("reference_image_type"),
  otpHash: text("otp_hash"),
  otpAttempts: integer("otp_attempts").notNull().default(0),
  otpVerifiedAt: timestamptz("otp_verified_at"),
  cancellationMessage: text("cancellation_message"),
  cancelReason: text("cancel_reason"),
  /** 'user' | 'provider' | 'system' */
  cancelledBy: text("cancelled_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  acceptedAt: timestamptz("accepted_at"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  /** Rupees; null or 0 = free. */
  cancellationFee: money("cancellation_fee"),
  reminded24hAt: timestamptz("reminded_24h_at"),
  reminded2hAt: timestamptz("reminded_2h_at"),
  endReason: text("end_reason", { enum: END_REASONS }),
  idempotencyKey: text("idempotency_key"),
});

export const appointmentItems = pgTable(
  "appointment_items",
  {
    appointmentId: integer("appointment_id").notNull(),
    offeringId: integer("offering_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** Price at booking time, rupees. */
    unitPrice: integer("unit_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.offeringId] })],
);

export const coupons = pgTable("coupons", {
  /** Upper-case. */
  couponCode: text("coupon_code").primaryKey(),
  kind: text("kind", { enum: ["flat", "percent"] }).notNull(),
  value: money("value", 10).notNull(),
  /** Cap for percent coupons, rupees. */
  maxDiscount: integer("max_discount"),
  minOrder: integer("min_order").notNull().default(0),
  expiresAt: timestamptz("expires_at"),
  usesPerUser: integer("uses_per_user").notNull().default(1),
  /** Only for a customer with no paid booking yet (migration 010). */
  firstBookingOnly: boolean("first_booking_only").notNull().default(false),
  active: boolean("active").notNull().default(true),
  description: text("description").notNull().default(""),
  /** Only this customer may use it: an apology (migration 021); null: anyone. */
  forUserId: integer("for_user_id"),
});

export const payments = pgTable("payments", {
  paymentId: serial("payment_id").primaryKey(),
  appointmentId: integer("appointment_id").notNull().unique(),
  userId: integer("user_id").notNull(),
  subtotal: money("subtotal").notNull(),
  discount: money("discount").notNull().default(0),
  cgst: money("cgst").notNull(),
  sgst: money("sgst").notNull(),
  total: money("total").notNull(),
  couponCode: text("coupon_code"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** 'upi' or 'venue' (migration 013). */
  method: text("method").$type<PaymentMethod>().notNull().default("venue"),
  /** When the money came in; null while it is still to pay. */
  paidAt: timestamptz("paid_at"),
});

/** What goes back to a customer's UPI account, once per appointment (migration 021): reason provider_cancelled, customer_no_show or customer_cancelled. */
export const refunds = pgTable("refunds", {
  appointmentId: integer("appointment_id").primaryKey(),
  paymentId: integer("payment_id").notNull(),
  amount: money("amount", 10).notNull(),
  reason: text("reason").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** When the gateway took it; null while it is still to be sent. */
  refundedAt: timestamptz("refunded_at"),
  gatewayReference: text("gateway_reference"),
});

/** A UPI payment request; the gateway's callback names its reference (migration 013). */
export const upiRequests = pgTable("upi_requests", {
  reference: text("reference").primaryKey(),
  appointmentId: integer("appointment_id").notNull(),
  amount: money("amount").notNull(),
  createdAt: timestamptz("created_at").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  paidAt: timestamptz("paid_at"),
  withdrawnAt: timestamptz("withdrawn_at"),
});

/** Every payment-gateway event taken, so a replay is refused. */
export const gatewayEvents = pgTable("gateway_events", {
  eventId: text("event_id").primaryKey(),
  reference: text("reference").notNull(),
  status: text("status").notNull(),
  receivedAt: timestamptz("received_at").notNull(),
});

/** One numbering series per supplier and financial year ('2026-27'): the last serial given (migration 012). */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    providerId: integer("provider_id").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.financialYear] })],
);

/** A line of an issued invoice; rupees. */
export interface InvoiceLineRow {
  description: string;
  sac: string;
  quantity: number;
  unitPrice: number;
  value: number;
  discount: number;
  taxableValue: number;
}

/** A booking's GST tax invoice, fixed when first issued (migration 012, docs/decisions/0019). */
export const invoices = pgTable("invoices", {
  appointmentId: integer("appointment_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  financialYear: text("financial_year").notNull(),
  serial: integer("serial").notNull(),
  /** 'SJ/2026-27/00042' */
  invoiceNumber: text("invoice_number").notNull(),
  invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
  supplierName: text("supplier_name").notNull(),
  supplierTradeName: text("supplier_trade_name").notNull(),
  supplierGstin: text("supplier_gstin"),
  supplierAddress: text("supplier_address").notNull(),
  supplierStateCode: text("supplier_state_code").notNull(),
  placeOfSupplyCode: text("place_of_supply_code").notNull(),
  recipientName: text("recipient_name"),
  recipientPhone: text("recipient_phone").notNull(),
  recipientAddress: text("recipient_address"),
  lines: jsonb("lines").$type<InvoiceLineRow[]>().notNull(),
  taxableValue: money("taxable_value").notNull(),
  cgst: money("cgst").notNull(),
  sgst: money("sgst").notNull(),
  igst: money("igst").notNull(),
  invoiceTotal: money("invoice_total").notNull(),
  couponCode: text("coupon_code"),
  couponAmount: money("coupon_amount").notNull().default(0),
  amountPaid: money("amount_paid").notNull(),
  issuedAt: timestamptz("issued_at").notNull().defaultNow(),
});

export const reviews = pgTable("reviews", {
  reviewId: serial("review_id").primaryKey(),
  providerId: integer("provider_id").notNull(),
  userId: integer("user_id"),
  userName: text("user_name").notNull(),
  appointmentId: integer("appointment_id").unique(),
  rating: integer("rating").notNull(),
  comment: text("comment").notNull(),
  status: text("status").notNull().default("approved"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** Optional sub-ratings 1-5 (migration 020, contract SUB_RATINGS). */
  skill: smallint("skill"),
  hygiene: smallint("hygiene"),
  punctuality: smallint("punctuality"),
  behaviour: smallint("behaviour"),
  updatedAt: timestamptz("updated_at"),
  /** The provider's one public reply (migration 026). */
  reply: text("reply"),
  repliedAt: timestamptz("replied_at"),
  repliedBy: integer("replied_by"),
});

/** A review's photos (migration 020): JPEGs the API made, at most REVIEW_PHOTOS_MAX per review. */
export const reviewPhotos = pgTable("review_photos", {
  photoId: serial("photo_id").primaryKey(),
  reviewId: integer("review_id").notNull(),
  position: smallint("position").notNull(),
  image: bytea("image").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
});

export const faqs = pgTable("faqs", {
  faqId: serial("faq_id").primaryKey(),
  /** contract SERVICE_TYPE */
  serviceType: integer("service_type").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  /** The row's words in other languages (migration 017): { hi: { name, … }, ml: { … } }. */
  i18n: jsonb("i18n").$type<CatalogueWords>().notNull().default({}),
});

export const subscriptions = pgTable("subscriptions", {
  email: text("email").primaryKey(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const callbackRequests = pgTable("callback_requests", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  userId: integer("user_id"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const accessibilityReports = pgTable("accessibility_reports", {
  id: serial("id").primaryKey(),
  page: text("page"),
  problem: text("problem").notNull(),
  assistiveTech: text("assistive_tech"),
  replyTo: text("reply_to"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const pendingRegistrations = pgTable("pending_registrations", {
  phone: text("phone").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  receiveUpdates: boolean("receive_updates").notNull().default(true),
  /** sha256 of the ticket returned to the registrant. */
  ticketHash: text("ticket_hash").notNull(),
  createdAt: timestamptz("created_at").notNull(),
});
