-- Booking links in messages (issue 27, item 1): a link is signed, not stored; logging out
-- everywhere revokes every link issued before this moment.
ALTER TABLE users ADD COLUMN links_revoked_at timestamptz;
