CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_condition_defaults" (
	"merchant_id" text NOT NULL,
	"condition" text NOT NULL,
	"line_decision_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "return_condition_defaults_merchant_id_condition_pk" PRIMARY KEY("merchant_id","condition")
);
--> statement-breakpoint
ALTER TABLE "inbound_shipment_lines" ADD COLUMN "unit_state" text DEFAULT 'on_shelf' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "expected_quantity" numeric;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "return_reason_code" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "return_reason_note" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "received_quantity" numeric;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "inspection_condition" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "inspection_note" text;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD COLUMN "inspected_by" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "reason_codes" text[];--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "has_discrepancy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_attachments" ADD COLUMN "order_return_item_id" text;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_condition_defaults" ADD CONSTRAINT "return_condition_defaults_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_list_name_key" ON "saved_views" USING btree ("user_id","merchant_id","list","name");--> statement-breakpoint
CREATE INDEX "order_return_items_product_idx" ON "order_return_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_returns_reason_codes_idx" ON "order_returns" USING gin ("reason_codes");--> statement-breakpoint
CREATE INDEX "order_returns_merchant_discrepancy_created_idx" ON "order_returns" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE has_discrepancy;--> statement-breakpoint
UPDATE "order_return_items" SET "expected_quantity" = "quantity" WHERE "expected_quantity" IS NULL;