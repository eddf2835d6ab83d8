CREATE SEQUENCE "public"."inbound_box_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "inbound_boxes" (
	"id" text PRIMARY KEY NOT NULL,
	"inbound_shipment_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"number" integer NOT NULL,
	"code" text DEFAULT 'IB' || lpad(nextval('inbound_box_code_seq')::text, 10, '0') NOT NULL,
	"reference" text,
	"tracking_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_receipt_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt_id" text NOT NULL,
	"inbound_shipment_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"box_id" text,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"location" text NOT NULL,
	"batch_number" text,
	"best_before" date,
	"unit_state" text NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"inbound_shipment_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"box_id" text,
	"units" integer NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_shipment_lines" ADD COLUMN "box_id" text;--> statement-breakpoint
ALTER TABLE "inbound_shipment_lines" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "inbound_shipment_lines" ADD COLUMN "best_before" date;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "merchant_reference" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "expected_at" date;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "tracking_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "packaging" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "box_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "expected_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "received_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "damaged_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "blocked_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "boxes_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "receipt_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "boxes_arrived" integer;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "arrival_note" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "receiving_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_boxes" ADD CONSTRAINT "inbound_boxes_inbound_shipment_id_inbound_shipments_id_fk" FOREIGN KEY ("inbound_shipment_id") REFERENCES "public"."inbound_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipt_lines" ADD CONSTRAINT "inbound_receipt_lines_receipt_id_inbound_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."inbound_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_inbound_shipment_id_inbound_shipments_id_fk" FOREIGN KEY ("inbound_shipment_id") REFERENCES "public"."inbound_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_boxes_code_key" ON "inbound_boxes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inbound_boxes_shipment_idx" ON "inbound_boxes" USING btree ("inbound_shipment_id","number");--> statement-breakpoint
CREATE INDEX "inbound_boxes_tracking_idx" ON "inbound_boxes" USING btree ("merchant_id","tracking_code") WHERE tracking_code is not null;--> statement-breakpoint
CREATE INDEX "inbound_receipt_lines_shipment_idx" ON "inbound_receipt_lines" USING btree ("inbound_shipment_id","product_id");--> statement-breakpoint
CREATE INDEX "inbound_receipt_lines_receipt_idx" ON "inbound_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "inbound_receipts_shipment_idx" ON "inbound_receipts" USING btree ("inbound_shipment_id","created_at");