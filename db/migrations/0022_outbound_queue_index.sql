-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_outbound_queue_idx" ON "orders" USING btree ("created_at","id") WHERE status in ('confirmed', 'processing', 'problem');
