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
ALTER TABLE "return_requests" ADD COLUMN "tracking_token_sealed" text;--> statement-breakpoint
ALTER TABLE "customer_mails" ADD CONSTRAINT "customer_mails_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_mails_due_idx" ON "customer_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "customer_mails_created_idx" ON "customer_mails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);