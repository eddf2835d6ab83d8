CREATE TABLE "dashboard_snapshots" (
	"merchant_id" text NOT NULL,
	"days" smallint NOT NULL,
	"data" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_snapshots_merchant_id_days_pk" PRIMARY KEY("merchant_id","days")
);
