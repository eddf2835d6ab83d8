CREATE TABLE "return_status_counts" (
	"merchant_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_status_counts_merchant_id_status_pk" PRIMARY KEY("merchant_id","status")
);
