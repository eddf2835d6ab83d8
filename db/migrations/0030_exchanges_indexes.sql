-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_merchant_variant_group_idx" ON "products" USING btree ("merchant_id","variant_group") WHERE variant_group is not null;--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "orders_exchange_for_return_key" ON "orders" USING btree ("merchant_id","exchange_for_return_id") WHERE exchange_for_return_id is not null;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_returns_merchant_exchange_created_idx" ON "order_returns" USING btree ("merchant_id","exchange_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE exchange_status is not null;
