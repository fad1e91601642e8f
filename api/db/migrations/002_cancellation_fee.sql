-- The fee charged when a customer cancels a paid booking within 3 hours of its time (rupees; NULL or 0 = free).
ALTER TABLE appointments ADD COLUMN cancellation_fee numeric(12,2);
