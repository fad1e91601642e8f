-- GST tax invoices (docs/decisions/0019-gst-invoice.md).
-- The supplier's registration: its legal name and GSTIN (the check character is verified in code, api/lib/gst.ts).
ALTER TABLE providers ADD COLUMN legal_name text;
ALTER TABLE providers ADD COLUMN gstin text CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$');

-- The SAC code of each category, and of a service where it differs from its category's.
ALTER TABLE categories ADD COLUMN sac_code text CHECK (sac_code ~ '^99[0-9]{4}$');
ALTER TABLE services ADD COLUMN sac_code text CHECK (sac_code ~ '^99[0-9]{4}$');
UPDATE categories SET sac_code = CASE category_name
    WHEN 'Hair' THEN '999721'
    WHEN 'Spa & Massage' THEN '999723'
    WHEN 'Mehendi' THEN '999729'
    ELSE '999722'
  END
  WHERE category_name IN ('Hair', 'Skin & Facial', 'Nails', 'Bridal Makeup', 'Spa & Massage', 'Waxing & Threading', 'Mehendi', 'Party Makeup');
UPDATE services SET sac_code = '999721' WHERE service_name = 'Bridal Hairdo';
UPDATE services SET sac_code = '999729' WHERE service_name = 'Saree Draping';

-- One series of invoice numbers per supplier and financial year (April to March): the last serial given.
CREATE TABLE invoice_counters (
  provider_id int NOT NULL REFERENCES providers,
  financial_year text NOT NULL CHECK (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial int NOT NULL CHECK (last_serial BETWEEN 1 AND 99999),
  PRIMARY KEY (provider_id, financial_year)
);

-- A booking's tax invoice as issued: its number, date and every figure and name printed on it,
-- fixed when it is first downloaded and never changed after.
CREATE TABLE invoices (
  appointment_id int PRIMARY KEY REFERENCES appointments,
  provider_id int NOT NULL,
  financial_year text NOT NULL,
  serial int NOT NULL CHECK (serial BETWEEN 1 AND 99999),
  invoice_number text NOT NULL CHECK (length(invoice_number) <= 16),
  invoice_date date NOT NULL,
  supplier_name text NOT NULL,
  supplier_trade_name text NOT NULL,
  supplier_gstin text,
  supplier_address text NOT NULL,
  supplier_state_code text NOT NULL CHECK (supplier_state_code ~ '^[0-9]{2}$'),
  place_of_supply_code text NOT NULL CHECK (place_of_supply_code ~ '^[0-9]{2}$'),
  recipient_name text,
  recipient_phone text NOT NULL,
  recipient_address text,
  lines jsonb NOT NULL,
  taxable_value numeric(12,2) NOT NULL,
  cgst numeric(12,2) NOT NULL,
  sgst numeric(12,2) NOT NULL,
  igst numeric(12,2) NOT NULL,
  invoice_total numeric(12,2) NOT NULL,
  coupon_code text,
  coupon_amount numeric(12,2) NOT NULL DEFAULT 0,
  amount_paid numeric(12,2) NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, financial_year, serial),
  FOREIGN KEY (provider_id, financial_year) REFERENCES invoice_counters
);
