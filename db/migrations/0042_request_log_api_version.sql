-- The request log names the dated API version that served each request (docs/decisions/api-versions.md), so a
-- merchant sees which of its clients still call an old one. Null for rows written before versions.
ALTER TABLE "request_logs" ADD COLUMN "api_version" text;
