-- Devices that logged in before (docs/decisions/0004-login-code-budgets.md): a successful login
-- hands the web app a random token it keeps in an httpOnly cookie; only its sha256 is stored here.
-- A login-code request that shows a live token for the account that owns the phone is sent from
-- a reserved service-wide budget, so a flood from strangers cannot lock returning customers out.
CREATE TABLE device_tokens (
  token_hash text PRIMARY KEY,              -- sha256 hex of the token
  user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  phone text NOT NULL,                      -- the phone that logged in; a changed phone no longer matches
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX device_tokens_user_idx ON device_tokens (user_id);
CREATE INDEX device_tokens_expires_idx ON device_tokens (expires_at);
