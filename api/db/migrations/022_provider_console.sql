-- The provider console (issue 28): a provider's people log in by phone code. An owner acts for
-- every branch and invites staff, who act only for the branches named on their row.
CREATE TABLE provider_members (
  member_id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES providers,
  phone text NOT NULL,                      -- 10 digits
  name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('owner', 'staff')),
  branch_ids int[] NOT NULL DEFAULT '{}',   -- staff only; an owner's is ignored
  invited_by int REFERENCES provider_members,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
-- A phone is on one provider's team at a time.
CREATE UNIQUE INDEX provider_members_phone_idx ON provider_members (phone) WHERE removed_at IS NULL;
CREATE INDEX provider_members_provider_idx ON provider_members (provider_id);

-- The console's bearer tokens, as auth_tokens are the customers': only the hash is kept.
CREATE TABLE member_tokens (
  token_hash text PRIMARY KEY,
  member_id int NOT NULL REFERENCES provider_members,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX member_tokens_member_idx ON member_tokens (member_id);

-- A request the provider declines (with a reason the customer reads) ends with its own reason,
-- which does not count against the provider's acceptance rate.
ALTER TABLE appointments DROP CONSTRAINT appointments_end_reason_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_end_reason_check
  CHECK (end_reason IN ('provider_timeout', 'code_timeout', 'provider_cancelled', 'customer_cancelled', 'hold_expired', 'provider_no_show', 'provider_declined'));
