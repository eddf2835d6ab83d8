-- Every instance caches active API clients while it listens on api_client_changed
-- (server/api-clients/active-client-cache.ts): tell it, on commit, when a client stops being what it cached.
CREATE OR REPLACE FUNCTION notify_api_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('api_client_changed', '');
  ELSE
    PERFORM pg_notify('api_client_changed', OLD.client_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_clients_changed
  AFTER UPDATE OF client_id, merchant_id, name, secret_hash, scopes, revoked_at OR DELETE ON api_clients
  FOR EACH ROW EXECUTE FUNCTION notify_api_client_changed();
--> statement-breakpoint
CREATE TRIGGER api_clients_truncated
  AFTER TRUNCATE ON api_clients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_client_changed();
