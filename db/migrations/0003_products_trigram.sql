-- Free-text product search (GET /v1/products?q=) matches name, SKU and GTIN with ILIKE. Trigram indexes exist
-- only where pg_trgm does (not on the embedded database), as in 0000_extensions.sql.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS products_sku_trgm_idx ON products USING gin (sku gin_trgm_ops);
  END IF;
END
$$;
