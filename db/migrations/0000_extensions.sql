-- pg_trgm speeds up free-text search (q) on large lists. PostgreSQL servers have it; the embedded database
-- may not, so it is optional: trigram indexes are created only where the extension exists.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available: free-text search runs without trigram indexes';
END
$$;
