CREATE TABLE "shipment_units" (
	"unit_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"best_before" date,
	"batch_number" text,
	"received_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"tracking_codes" text[] NOT NULL,
	"tracking_url" text,
	"parcels" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"documents_status" text DEFAULT 'pending' NOT NULL,
	"label_file_ids" text[],
	"packing_slip_file_id" text,
	"shipped_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem" jsonb;--> statement-breakpoint
CREATE INDEX "shipment_units_shipment_idx" ON "shipment_units" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_units_product_idx" ON "shipment_units" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shipments_merchant_shipped_idx" ON "shipments" USING btree ("merchant_id","shipped_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");
