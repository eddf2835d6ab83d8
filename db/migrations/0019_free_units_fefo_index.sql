-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "stock_units_free_fefo_idx" ON "stock_units" USING btree ("product_id","best_before","id") WHERE state = 'on_shelf';
