-- One notifier (docs/decisions/0021-notifier.md): every message waits in the outbox until a job
-- delivers it by SMS or WhatsApp, with retries and backoff; a message is claimed before it is sent
-- and never sent twice.
ALTER TABLE outbox ADD COLUMN template text;
ALTER TABLE outbox ADD COLUMN params jsonb NOT NULL DEFAULT '[]';
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'pending'
  CHECK (status IN ('pending', 'sending', 'sent', 'kept', 'failed', 'expired', 'unknown'));
ALTER TABLE outbox ADD COLUMN attempts int NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN expires_at timestamptz;
ALTER TABLE outbox ADD COLUMN claimed_at timestamptz;
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE outbox ADD COLUMN last_error text;
-- Rows from before: the demo outbox kept them, nobody is waiting for them.
UPDATE outbox SET status = 'kept';
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';

-- Reminders 24 and 2 hours before: marked on the booking in the transaction that queues them.
ALTER TABLE appointments ADD COLUMN reminded_24h_at timestamptz;
ALTER TABLE appointments ADD COLUMN reminded_2h_at timestamptz;
