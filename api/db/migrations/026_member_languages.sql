-- The language a provider's person last used the console in (its Accept-Language at login): their
-- new-request messages come in it, as customers' do (migration 018).
ALTER TABLE provider_members ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'ml'));
