CREATE TABLE "cycle_count_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cycle_count_location_id" text NOT NULL,
	"cycle_count_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"batch_number" text,
	"best_before" date,
	"expected" integer NOT NULL,
	"first_counted" integer NOT NULL,
	"counted" integer NOT NULL,
	"adjustment" integer
);
--> statement-breakpoint
CREATE TABLE "cycle_count_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"cycle_count_id" text NOT NULL,
	"location" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_counter_type" text,
	"first_counter_id" text,
	"first_counter_label" text,
	"first_counted_at" timestamp with time zone,
	"second_counter_type" text,
	"second_counter_id" text,
	"second_counter_label" text,
	"second_counted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"selection" jsonb NOT NULL,
	"variance_threshold_units" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_by_label" text,
	"decided_by_type" text,
	"decided_by_id" text,
	"decided_by_label" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "last_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_location_fk" FOREIGN KEY ("cycle_count_location_id") REFERENCES "public"."cycle_count_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_locations" ADD CONSTRAINT "cycle_count_locations_cycle_count_id_cycle_counts_id_fk" FOREIGN KEY ("cycle_count_id") REFERENCES "public"."cycle_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_count_items_location_idx" ON "cycle_count_items" USING btree ("cycle_count_location_id");--> statement-breakpoint
CREATE INDEX "cycle_count_items_product_idx" ON "cycle_count_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_locations_key" ON "cycle_count_locations" USING btree ("cycle_count_id","location");--> statement-breakpoint
CREATE INDEX "cycle_counts_status_idx" ON "cycle_counts" USING btree ("status","created_at");