-- Messages in the customer's language (issue 30, item 8): the language a customer last used Saaj in
-- (the web app's Accept-Language at login and at booking), and the language of each queued message,
-- which names the WhatsApp template's approved translation.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'ml'));
ALTER TABLE outbox ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'ml'));
