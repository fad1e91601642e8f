-- The pruning job (api/lib/prune.ts) deletes by age: let it find old rows without a full scan.
CREATE INDEX IF NOT EXISTS rate_events_created_idx ON rate_events (created_at);
CREATE INDEX IF NOT EXISTS outbox_created_idx ON outbox (created_at);
CREATE INDEX IF NOT EXISTS login_codes_expires_idx ON login_codes (expires_at);
CREATE INDEX IF NOT EXISTS auth_tokens_expires_idx ON auth_tokens (expires_at);
