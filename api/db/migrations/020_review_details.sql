-- Reviews people trust (issue 27, item 5): optional sub-ratings besides the stars, when a review
-- was last edited (it may be edited for 30 days after it was written: contract/review.ts), and up
-- to 3 photos, stored as the API made them (a JPEG re-encoded on the server, no metadata kept).
ALTER TABLE reviews
  ADD COLUMN skill smallint CHECK (skill BETWEEN 1 AND 5),
  ADD COLUMN hygiene smallint CHECK (hygiene BETWEEN 1 AND 5),
  ADD COLUMN punctuality smallint CHECK (punctuality BETWEEN 1 AND 5),
  ADD COLUMN behaviour smallint CHECK (behaviour BETWEEN 1 AND 5),
  ADD COLUMN updated_at timestamptz;

CREATE TABLE review_photos (
  photo_id serial PRIMARY KEY,
  review_id int NOT NULL REFERENCES reviews (review_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  image bytea NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  UNIQUE (review_id, position)
);
