-- One booking lifecycle (docs/booking-lifecycle.md): status 6 = code entered, awaiting payment;
-- why an appointment ended; when its code was entered; an idempotency key per booking form.
ALTER TABLE appointments ADD COLUMN end_reason text CHECK (end_reason IN ('provider_timeout', 'code_timeout', 'provider_cancelled', 'customer_cancelled', 'hold_expired'));
ALTER TABLE appointments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX appointments_idempotency_idx ON appointments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
UPDATE appointments SET status_id = 6 WHERE status_id = 1 AND otp_verified_at IS NOT NULL;
UPDATE appointments SET end_reason = CASE cancelled_by
    WHEN 'provider' THEN 'provider_cancelled'
    WHEN 'user' THEN 'customer_cancelled'
    ELSE CASE WHEN accepted_at IS NULL THEN 'provider_timeout' ELSE 'code_timeout' END
  END
  WHERE status_id = 4;
CREATE INDEX appointments_open_idx ON appointments (user_id) WHERE status_id IN (0, 1, 6);
