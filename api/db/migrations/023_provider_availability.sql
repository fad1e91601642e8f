-- Availability the provider sets (issue 28, item 4). Opening hours stay in branches.working_hours
-- ({"Monday":"9:30 AM,8:00 PM"}, a closed day left out); these add the rest. Customers' slots are
-- computed from all of it (api/routes/appointments/slots.ts, docs/decisions/0043).

-- Minutes kept free after each booked appointment, before the same place is booked again.
ALTER TABLE branches ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240);
-- How far a home-service branch travels, in km from the branch; null: no limit set (and a salon's).
ALTER TABLE branches ADD COLUMN travel_radius_km integer CHECK (travel_radius_km BETWEEN 1 AND 200);

-- Whole days a branch takes no bookings (India's calendar date), with an optional note.
CREATE TABLE branch_days_off (
  branch_id integer NOT NULL REFERENCES branches ON DELETE CASCADE,
  day date NOT NULL,
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (branch_id, day)
);

-- Breaks: no slot starts inside one. weekday null: every day. Minutes after midnight, India time.
CREATE TABLE branch_breaks (
  break_id serial PRIMARY KEY,
  branch_id integer NOT NULL REFERENCES branches ON DELETE CASCADE,
  weekday text CHECK (weekday IN ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')),
  start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute integer NOT NULL CHECK (end_minute BETWEEN 1 AND 1440 AND end_minute > start_minute)
);
CREATE INDEX branch_breaks_branch_idx ON branch_breaks (branch_id);
