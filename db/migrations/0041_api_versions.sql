-- Dated API versions (docs/decisions/api-versions.md): each API client is pinned to the version its requests
-- are served in, each webhook endpoint renders its events in its own. Rows that exist were built against the
-- API as it was, the first version; new rows get the newest version from the code that creates them.
ALTER TABLE "api_clients" ADD COLUMN "api_version" text DEFAULT '2026-12-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "api_version" text DEFAULT '2026-12-01' NOT NULL;--> statement-breakpoint
-- A client's cached row (server/api-clients/active-client-cache.ts) holds its pin: a changed pin drops it too.
DROP TRIGGER "api_clients_changed" ON "api_clients";--> statement-breakpoint
CREATE TRIGGER api_clients_changed
  AFTER UPDATE OF client_id, merchant_id, name, secret_hash, scopes, revoked_at, api_version OR DELETE ON api_clients
  FOR EACH ROW EXECUTE FUNCTION notify_api_client_changed();
