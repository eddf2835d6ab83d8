-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_returns_merchant_origin_created_idx" ON "order_returns" USING btree ("merchant_id","origin","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
