-- Receiving photos (docs/decisions/inbound.md "Photos"): what the warehouse photographed while receiving a notice,
-- read by the merchant. A new table: nothing to backfill, nothing an older release reads.
CREATE TABLE "inbound_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"inbound_shipment_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"file_id" text NOT NULL,
	"box_id" text,
	"product_id" text,
	"remarks" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_photos" ADD CONSTRAINT "inbound_photos_inbound_shipment_id_inbound_shipments_id_fk" FOREIGN KEY ("inbound_shipment_id") REFERENCES "public"."inbound_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_photos_shipment_idx" ON "inbound_photos" USING btree ("inbound_shipment_id","created_at");