CREATE TABLE "request_logs" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"error_code" text,
	"request_id" text NOT NULL,
	"duration_ms" real NOT NULL,
	"idempotency_key" text,
	"replayed" boolean DEFAULT false NOT NULL,
	"request_body" text,
	"response_body" text,
	CONSTRAINT "request_logs_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sandbox_of" text;--> statement-breakpoint
CREATE INDEX "request_logs_merchant_created_idx" ON "request_logs" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "request_logs_created_idx" ON "request_logs" USING btree ("created_at");