-- A stylist the provider has retired from the console (issue 28, item 5; decision 0046): no longer
-- offered when accepting a request, nor shown to customers, nor counted in a slot's places; the
-- row stays, so bookings already made keep the stylist's name. NULL: working. Brought back: NULL again.
ALTER TABLE stylists ADD COLUMN retired_at timestamptz;
