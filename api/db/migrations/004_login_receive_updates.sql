-- The login form's receive-updates choice, applied to the account on the first correct code.
ALTER TABLE login_codes ADD COLUMN receive_updates boolean NOT NULL DEFAULT true;
