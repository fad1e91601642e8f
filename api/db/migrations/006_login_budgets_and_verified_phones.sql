-- Login codes serve two purposes: 'login' (POST /api/login/) and 'phone-change' (a logged-in
-- user proving a new number; user_id says whose account it would change).
ALTER TABLE login_codes ADD COLUMN purpose text NOT NULL DEFAULT 'login';
ALTER TABLE login_codes ADD COLUMN user_id int;
CREATE INDEX login_codes_purpose_idx ON login_codes (phone, purpose, created_at DESC);

-- An account owns its phone once that phone has received and entered a code. Accounts made by
-- the old POST /api/user/ that never logged in stay unverified: the first verified login claims
-- them without their pre-registered details. From now on rows are only inserted for a verified
-- phone (the login that proves it, the seed's demo customers), hence the default.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
UPDATE users SET phone_verified_at = created_at
 WHERE user_id IN (SELECT user_id FROM auth_tokens)
    OR user_id IN (SELECT user_id FROM appointments)
    OR phone IN (SELECT phone FROM login_codes WHERE used_at IS NOT NULL);
ALTER TABLE users ALTER COLUMN phone_verified_at SET DEFAULT now();

-- POST /api/user/ records the details here; they join the account only when the first verified
-- login for the phone shows the ticket the registration handed out (docs/spec-choices.md).
CREATE TABLE pending_registrations (
  phone text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  receive_updates boolean NOT NULL DEFAULT true,
  ticket_hash text NOT NULL,                -- sha256 of the ticket returned to the registrant
  created_at timestamptz NOT NULL
);
