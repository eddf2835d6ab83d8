-- Free-text return search (GET /v1/order-returns?q=, 02 §4.2) matches name and merchant_reference with ILIKE.
-- Trigram indexes exist only where pg_trgm does (not on the embedded database), as in 0000_extensions.sql.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS order_returns_name_trgm_idx ON order_returns USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS order_returns_merchant_reference_trgm_idx ON order_returns USING gin (merchant_reference gin_trgm_ops);
  END IF;
END
$$;
