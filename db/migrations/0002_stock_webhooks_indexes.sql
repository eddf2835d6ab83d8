ALTER TABLE "webhook_deliveries" ADD COLUMN "event_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "incidents_merchant_idx" ON "incidents" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "products_merchant_active_idx" ON "products" USING btree ("merchant_id","active","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_units_product_location_idx" ON "stock_units" USING btree ("product_id","location","id");--> statement-breakpoint
CREATE INDEX "stock_units_product_best_before_idx" ON "stock_units" USING btree ("product_id","best_before","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_lane_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","event_seq");