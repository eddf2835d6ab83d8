CREATE TABLE "return_policies" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"window_days" integer DEFAULT 30 NOT NULL,
	"window_starts" text DEFAULT 'order_processed' NOT NULL,
	"allowed_countries" text[] DEFAULT '{}' NOT NULL,
	"reason_codes" text[] NOT NULL,
	"note_required_for" text[] DEFAULT '{}' NOT NULL,
	"photo_required_for" text[] DEFAULT '{}' NOT NULL,
	"review" text DEFAULT 'manual' NOT NULL,
	"methods" text[] NOT NULL,
	"instructions" jsonb,
	"branding" jsonb,
	"embed_origins" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"method" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"customer_email" text,
	"tracking_token_hash" text NOT NULL,
	"tracking_token_sealed" text,
	"decline_message" text,
	"order_return_id" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"return_request_id" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "origin" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_policies" ADD CONSTRAINT "return_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_mails" ADD CONSTRAINT "customer_mails_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_policies_slug_key" ON "return_policies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "return_requests_merchant_created_idx" ON "return_requests" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_merchant_status_created_idx" ON "return_requests" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_tracking_token_key" ON "return_requests" USING btree ("merchant_id","tracking_token_hash");--> statement-breakpoint
CREATE INDEX "customer_mails_due_idx" ON "customer_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "customer_mails_created_idx" ON "customer_mails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
