-- An account's email is contact information, never proven and never used to log in (the phone is
-- the identity). Keeping it unique let anyone learn whether an address has an account by saving it
-- on My Profile, and let a stranger block an address by registering it first.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_email_key;
