-- A provider's one public reply to a review, from the console (issue 28, item 6).
ALTER TABLE reviews ADD COLUMN reply text CHECK (length(reply) BETWEEN 1 AND 1000);
ALTER TABLE reviews ADD COLUMN replied_at timestamptz;
ALTER TABLE reviews ADD COLUMN replied_by integer REFERENCES provider_members (member_id);
