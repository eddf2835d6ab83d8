ALTER TABLE "products" ADD COLUMN "variant_group" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_for_return_id" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "exchange_product_id" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "exchange_quantity" numeric;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_order_id" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_status" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_release" text;--> statement-breakpoint
ALTER TABLE "return_policies" ADD COLUMN "exchanges_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "return_policies" ADD COLUMN "exchanges_release" text DEFAULT 'on_inspection' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_policies" ADD COLUMN "exchanges_same_variant_group_only" boolean DEFAULT true NOT NULL;
