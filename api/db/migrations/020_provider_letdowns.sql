-- When the provider cancels an accepted booking (issue 27, item 3): what was paid goes back in
-- full, once (one refund per appointment), and the customer gets an apology coupon of their own.
CREATE TABLE refunds (
  appointment_id integer PRIMARY KEY REFERENCES appointments (appointment_id),
  payment_id integer NOT NULL REFERENCES payments (payment_id),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set once the gateway has taken the refund, with its reference; null while it is to be sent.
  refunded_at timestamptz,
  gateway_reference text
);
CREATE INDEX refunds_pending_idx ON refunds (created_at) WHERE refunded_at IS NULL;
-- A coupon for one customer only (an apology); null: anyone's.
ALTER TABLE coupons ADD COLUMN for_user_id integer REFERENCES users (user_id);
-- A booking the professional did not come to, reported by its customer, ends with its own reason.
ALTER TABLE appointments DROP CONSTRAINT appointments_end_reason_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_end_reason_check
  CHECK (end_reason IN ('provider_timeout', 'code_timeout', 'provider_cancelled', 'customer_cancelled', 'hold_expired', 'provider_no_show'));
