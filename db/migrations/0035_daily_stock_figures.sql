CREATE TABLE "daily_stock_figure_days" (
	"day" date PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_stock_figures" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"merchant_id" text NOT NULL,
	"location_kind" text NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "daily_stock_figures_pk" PRIMARY KEY("day","product_id","location")
);
--> statement-breakpoint
CREATE INDEX "daily_stock_figures_merchant_day_idx" ON "daily_stock_figures" USING btree ("merchant_id","day");