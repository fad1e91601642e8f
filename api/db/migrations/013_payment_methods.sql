-- How a booking is paid (docs/decisions/0020-payment-methods.md): by UPI now or at the venue.
-- A payment row is the booking's bill; paid_at says whether the money has come in.
ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'venue' CHECK (method IN ('upi', 'venue'));
ALTER TABLE payments ADD COLUMN paid_at timestamptz;
-- Until now checkout took no money: completed bookings were paid at the venue, the rest are still to pay there.
UPDATE payments p SET paid_at = a.updated_at
  FROM appointments a
  WHERE a.appointment_id = p.appointment_id AND a.status_id = 5;

-- A UPI payment request: its transaction reference (the 'tr' of the upi:// link) is what the
-- gateway's callback names. A booking may have several (a retry after one expired); one at most is open.
CREATE TABLE upi_requests (
  reference text PRIMARY KEY CHECK (reference ~ '^[A-Z0-9]{6,35}$'),
  appointment_id int NOT NULL REFERENCES appointments,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  withdrawn_at timestamptz
);
CREATE INDEX upi_requests_appointment ON upi_requests (appointment_id);
CREATE INDEX upi_requests_open ON upi_requests (created_at) WHERE paid_at IS NULL AND withdrawn_at IS NULL;

-- Every gateway event taken, by its id: a replayed event is refused, never applied twice.
CREATE TABLE gateway_events (
  event_id text PRIMARY KEY,
  reference text NOT NULL,
  status text NOT NULL,
  received_at timestamptz NOT NULL
);
