ALTER TABLE "billing_accounts" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;