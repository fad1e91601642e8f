-- Photos a provider uploads from the console (issue 28, item 5; decision 0047): the JPEG the API
-- made (re-encoded on the server, at most 1280 px a side, no metadata, so no location), kept in
-- the database like a review's photos, so no copy of the app holds a file. A row without a jpeg is
-- a photo given by address (the demo's seeded pictures); `image` of an uploaded row is its address
-- on the API, /api/provider-photos/<id>/. At most PROVIDER_PHOTOS_MAX rows per provider, counted
-- under a lock when adding (contract/partner.ts).
ALTER TABLE photos
  ADD COLUMN jpeg bytea,
  ADD COLUMN width int,
  ADD COLUMN height int,
  ADD COLUMN uploaded_at timestamptz,
  ADD CONSTRAINT photos_uploaded_whole CHECK ((jpeg IS NULL) = (width IS NULL) AND (jpeg IS NULL) = (height IS NULL) AND (jpeg IS NULL) = (uploaded_at IS NULL));
