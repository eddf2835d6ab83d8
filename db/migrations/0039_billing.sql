CREATE TABLE "billing_accounts" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"rate_card_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_event_queue" (
	"event_seq" bigint PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"fee" text NOT NULL,
	"description" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"rate_card_version_id" text,
	"event_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"invoice_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"fee" text NOT NULL,
	"description" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"credited_line_id" text
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"series" text PRIMARY KEY NOT NULL,
	"next_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"number" text,
	"issue_date" date,
	"due_date" date,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"voided_at" timestamp with time zone,
	"credited_invoice_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_card_fees" (
	"rate_card_version_id" text NOT NULL,
	"fee" text NOT NULL,
	"unit_price" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	CONSTRAINT "rate_card_fees_rate_card_version_id_fee_pk" PRIMARY KEY("rate_card_version_id","fee")
);
--> statement-breakpoint
CREATE TABLE "rate_card_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"rate_card_id" text NOT NULL,
	"version" integer NOT NULL,
	"valid_from" date NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unpriced_events" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"fee" text NOT NULL,
	"description" text,
	"quantity" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"reason" text NOT NULL,
	"event_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_attachments" ADD COLUMN "completion_stamp" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_fee_reference_key" ON "charges" USING btree ("merchant_id","fee","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "charges_merchant_occurred_idx" ON "charges" USING btree ("merchant_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "charges_uninvoiced_idx" ON "charges" USING btree ("merchant_id","occurred_at","id") WHERE invoice_id is null;--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "charges_subject_idx" ON "charges" USING btree ("merchant_id","subject_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("merchant_id","kind","number") WHERE number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_draft_key" ON "invoices" USING btree ("merchant_id","period","currency") WHERE status = 'draft' and kind = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_merchant_created_idx" ON "invoices" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id") WHERE credited_invoice_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_versions_card_version_key" ON "rate_card_versions" USING btree ("rate_card_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_default_key" ON "rate_cards" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "unpriced_events_fee_reference_key" ON "unpriced_events" USING btree ("merchant_id","fee","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "unpriced_events_open_idx" ON "unpriced_events" USING btree ("created_at","id") WHERE resolved_at is null;--> statement-breakpoint
-- The operator's two number series start at 1 (docs/decisions/billing.md: gapless numbers).
INSERT INTO "invoice_number_series" ("series", "next_number") VALUES ('invoice', 1), ('credit_note', 1) ON CONFLICT ("series") DO NOTHING;
