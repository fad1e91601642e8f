-- Saaj schema. Money is whole rupees (int) for prices; computed totals are numeric(12,2).
-- Dates of appointments are `date`; select them with to_char to avoid driver differences.

CREATE TABLE service_types (
  service_type_id int PRIMARY KEY,          -- 1 Salon Services, 2 Home Services
  type_name text NOT NULL
);

-- Gazetteer of Indian places, used for location text -> coordinates, autocomplete and reverse geocoding.
CREATE TABLE places (
  place_id text PRIMARY KEY,                -- e.g. 'in-kl-trivandrum', 'in-kl-trivandrum-kowdiar'
  name text NOT NULL,                       -- 'Trivandrum' or 'Kowdiar'
  city text NOT NULL,
  state text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('city', 'locality')),
  aliases text NOT NULL DEFAULT '',         -- comma-separated, e.g. 'Thiruvananthapuram,TVM'
  latitude float8 NOT NULL,
  longitude float8 NOT NULL
);
CREATE INDEX places_name_idx ON places (lower(name));

CREATE TABLE categories (
  category_id int PRIMARY KEY,              -- 4 is Bridal Makeup
  category_name text NOT NULL,
  image text,
  status boolean NOT NULL DEFAULT true,
  featured boolean NOT NULL DEFAULT false,
  sort_order int NOT NULL DEFAULT 0
);

CREATE TABLE subcategories (
  subcategory_id int PRIMARY KEY,
  category_id int NOT NULL REFERENCES categories,
  subcategory_name text NOT NULL
);

-- The catalogue of service names customers search for (GET /api/services/).
CREATE TABLE services (
  service_id int PRIMARY KEY,
  service_name text NOT NULL UNIQUE,
  category_id int REFERENCES categories
);

CREATE TABLE providers (
  provider_id serial PRIMARY KEY,
  provider_name text NOT NULL,
  service_type_id int NOT NULL REFERENCES service_types,
  verified boolean NOT NULL DEFAULT false,
  image_url text,
  business_summary text NOT NULL DEFAULT '',
  gender_type text NOT NULL DEFAULT 'Unisex',
  api_key_hash text,                        -- sha256 of the provider key for /provider-api
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE branches (
  branch_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  branch_name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  address text NOT NULL DEFAULT '',
  latitude float8 NOT NULL,
  longitude float8 NOT NULL,
  working_hours jsonb NOT NULL DEFAULT '{}', -- {"Monday":"9:00 AM,8:00 PM", ...}
  slots text                                 -- comma-separated '9:30 AM,10:00 AM'; NULL = default list
);
CREATE INDEX branches_provider_idx ON branches (provider_id);
CREATE INDEX branches_lat_lng_idx ON branches (latitude, longitude);

-- What a provider sells: single services and packages. offering_id is the spec's service_id
-- in provider detail, cart and booking payloads.
CREATE TABLE offerings (
  offering_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  service_id int REFERENCES services,       -- catalogue entry it belongs to (search by service)
  category_id int REFERENCES categories,
  subcategory_id int REFERENCES subcategories,
  kind text NOT NULL DEFAULT 'service' CHECK (kind IN ('service', 'package')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price int NOT NULL CHECK (price > 0),     -- rupees
  image text,
  service_time text NOT NULL DEFAULT '1 hour',
  package_services text,                    -- packages: comma-separated included services
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX offerings_provider_idx ON offerings (provider_id);
CREATE INDEX offerings_service_idx ON offerings (service_id);
CREATE INDEX offerings_category_idx ON offerings (category_id);

CREATE TABLE stylists (
  beautician_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  branch_id int NOT NULL REFERENCES branches,
  beautician_name text NOT NULL,
  role text NOT NULL,
  years_of_experience int NOT NULL DEFAULT 1,
  rating float8 NOT NULL DEFAULT 0,
  profile_image text
);
CREATE INDEX stylists_branch_idx ON stylists (branch_id);

CREATE TABLE photos (
  photo_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  image text NOT NULL,
  service_name text NOT NULL DEFAULT ''
);
CREATE INDEX photos_provider_idx ON photos (provider_id);

CREATE TABLE users (
  user_id serial PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  email text UNIQUE,                        -- stored lower-case
  phone text NOT NULL UNIQUE,               -- 10 digits
  dob date,
  gender text,
  location text,
  address text,
  receive_updates boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,              -- sha256 hex of the bearer token
  user_id int NOT NULL REFERENCES users,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE login_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,                  -- hmac-sha256(secret, phone:code)
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  used_at timestamptz,
  client_key text NOT NULL DEFAULT ''
);
CREATE INDEX login_codes_phone_idx ON login_codes (phone, created_at DESC);

-- Sliding-window counters for rate limits: one row per event.
CREATE TABLE rate_events (
  bucket text NOT NULL,                     -- e.g. 'login-send:phone:9876543210'
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_bucket_idx ON rate_events (bucket, created_at);

-- Messages the notifier sent. In demo mode the app shows them; in production an SMS gateway is used too.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL DEFAULT 'sms',
  recipient text NOT NULL,
  body text NOT NULL,
  purpose text NOT NULL DEFAULT '',        -- 'login-code' | 'appointment-code' | ...
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

-- status_id: 0 requested (awaiting provider), 1 accepted (code issued), 2 scheduled (paid),
-- 3 in progress, 4 cancelled, 5 completed.
CREATE TABLE appointments (
  appointment_id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users,
  provider_id int NOT NULL REFERENCES providers,
  branch_id int NOT NULL REFERENCES branches,
  appointment_date date NOT NULL,
  appointment_time text NOT NULL,           -- '9:30 AM'
  status_id int NOT NULL DEFAULT 0,
  stylist_id int REFERENCES stylists,
  reference_image bytea,
  reference_image_type text,
  otp_hash text,
  otp_attempts int NOT NULL DEFAULT 0,
  otp_verified_at timestamptz,
  cancellation_message text,
  cancel_reason text,
  cancelled_by text,                        -- 'user' | 'provider' | 'system'
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointments_user_idx ON appointments (user_id, created_at DESC);
CREATE INDEX appointments_slot_idx ON appointments (branch_id, appointment_date, appointment_time);
CREATE INDEX appointments_status_idx ON appointments (status_id, created_at);

CREATE TABLE appointment_items (
  appointment_id int NOT NULL REFERENCES appointments,
  offering_id int NOT NULL REFERENCES offerings,
  quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  unit_price int NOT NULL,                  -- price at booking time, rupees
  PRIMARY KEY (appointment_id, offering_id)
);

CREATE TABLE coupons (
  coupon_code text PRIMARY KEY,             -- upper-case
  kind text NOT NULL CHECK (kind IN ('flat', 'percent')),
  value numeric(10,2) NOT NULL CHECK (value > 0),
  max_discount int,                          -- cap for percent coupons
  min_order int NOT NULL DEFAULT 0,
  expires_at timestamptz,
  uses_per_user int NOT NULL DEFAULT 1,
  active boolean NOT NULL DEFAULT true,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE payments (
  payment_id serial PRIMARY KEY,
  appointment_id int NOT NULL UNIQUE REFERENCES appointments,
  user_id int NOT NULL REFERENCES users,
  subtotal numeric(12,2) NOT NULL,
  discount numeric(12,2) NOT NULL DEFAULT 0,
  cgst numeric(12,2) NOT NULL,
  sgst numeric(12,2) NOT NULL,
  total numeric(12,2) NOT NULL,
  coupon_code text REFERENCES coupons,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_coupon_user_idx ON payments (coupon_code, user_id);

CREATE TABLE reviews (
  review_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  user_id int REFERENCES users,
  user_name text NOT NULL,
  appointment_id int UNIQUE REFERENCES appointments,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'approved',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_provider_idx ON reviews (provider_id, created_at DESC);

CREATE TABLE faqs (
  faq_id serial PRIMARY KEY,
  service_type int NOT NULL,                -- 1 salon, 2 home
  question text NOT NULL,
  answer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE callback_requests (
  id serial PRIMARY KEY,
  name text NOT NULL,
  phone text NOT NULL,
  user_id int REFERENCES users,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
