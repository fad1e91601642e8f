-- Accessibility problems people report from /Accessibility (POST /api/accessibility-report/).
CREATE TABLE accessibility_reports (
  id serial PRIMARY KEY,
  page text,
  problem text NOT NULL,
  assistive_tech text,
  reply_to text,
  created_at timestamptz NOT NULL DEFAULT now()
);
