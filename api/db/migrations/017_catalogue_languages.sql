-- The catalogue's words in the visitor's language (issue 30, item 8): per row, by language code,
-- the same fields as the English columns, e.g. {"hi": {"name": "हेयरकट", "description": "…"}}.
-- A language or field that is missing falls back to the English column (api/lib/languages.ts).
ALTER TABLE service_types ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE categories ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE subcategories ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE services ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE offerings ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE faqs ADD COLUMN i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
