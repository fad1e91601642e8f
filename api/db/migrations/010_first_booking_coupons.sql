-- A coupon can be for a customer's first booking only: one with no paid booking yet.
ALTER TABLE coupons ADD COLUMN IF NOT EXISTS first_booking_only boolean NOT NULL DEFAULT false;
UPDATE coupons SET first_booking_only = true WHERE coupon_code = 'WELCOME100';
