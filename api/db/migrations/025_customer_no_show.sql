-- A booking whose customer did not come, marked by the provider from its start time on (the
-- console's schedule, issue 28): it ends with its own reason, kept apart from the provider's
-- letdowns; the late-cancellation fee is kept from what was paid by UPI and the rest refunded.
ALTER TABLE appointments DROP CONSTRAINT appointments_end_reason_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_end_reason_check
  CHECK (end_reason IN ('provider_timeout', 'code_timeout', 'provider_cancelled', 'customer_cancelled', 'hold_expired', 'provider_no_show', 'provider_declined', 'customer_no_show'));
