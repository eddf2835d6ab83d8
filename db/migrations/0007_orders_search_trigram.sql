-- Free-text order search (GET /v1/orders?q=, 04 B1) matches merchants_id, customer name, organization and e-mail
-- with LIKE on one lower-cased expression (server/orders/list-orders.ts, keep the two identical).
-- Trigram indexes exist only where pg_trgm does (not on the embedded database), as in 0000_extensions.sql.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS orders_search_trgm_idx ON orders USING gin ((lower(coalesce(merchants_id, '') || ' ' ||
      coalesce(customer->>'first_name', '') || ' ' || coalesce(customer->>'last_name', '') || ' ' ||
      coalesce(customer->>'organization', '') || ' ' || coalesce(customer->>'email', ''))) gin_trgm_ops);
  END IF;
END
$$;
