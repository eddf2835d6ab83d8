CREATE SEQUENCE "public"."stock_movement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY DEFAULT lpad(to_hex(floor(extract(epoch from now()))::bigint), 8, '0') || substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL,
	"code" text NOT NULL,
	"zone" text,
	"kind" text DEFAULT 'unassigned' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"state" text NOT NULL,
	"batch_number" text,
	"best_before" date,
	"merchant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_key" UNIQUE NULLS NOT DISTINCT("product_id","location","state","batch_number","best_before")
);
--> statement-breakpoint
CREATE TABLE "stock_movement_counts" (
	"product_id" text NOT NULL,
	"reason" text NOT NULL,
	"merchant_id" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_movement_counts_pk" PRIMARY KEY("product_id","reason")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY DEFAULT lpad(to_hex(nextval('stock_movement_seq')), 24, '0') NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"from_state" text,
	"to_state" text,
	"from_location" text,
	"to_location" text,
	"batch_number" text,
	"best_before" date,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_positive" CHECK (quantity > 0),
	CONSTRAINT "stock_movements_from_pair" CHECK ((from_state is null) = (from_location is null) and (to_state is null) = (to_location is null)),
	CONSTRAINT "stock_movements_changes" CHECK (from_state is not null or to_state is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_key" ON "locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "locations_walk_idx" ON "locations" USING btree ("zone","code");--> statement-breakpoint
CREATE INDEX "locations_kind_idx" ON "locations" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "stock_balances_location_idx" ON "stock_balances" USING btree ("location","product_id");--> statement-breakpoint
CREATE INDEX "stock_balances_merchant_idx" ON "stock_balances" USING btree ("merchant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movement_counts_merchant_idx" ON "stock_movement_counts" USING btree ("merchant_id","reason");--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_idx" ON "stock_movements" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_reason_idx" ON "stock_movements" USING btree ("merchant_id","reason","id");--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_reference_idx" ON "stock_movements" USING btree ("merchant_id","reference_id") WHERE reference_id is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_from_location_idx" ON "stock_movements" USING btree ("merchant_id","from_location","id") WHERE from_location is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_to_location_idx" ON "stock_movements" USING btree ("merchant_id","to_location","id") WHERE to_location is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_occurred_idx" ON "stock_movements" USING btree ("merchant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "stock_movements_occurred_idx" ON "stock_movements" USING btree ("occurred_at");
--> statement-breakpoint
-- A unit's ledger state (docs/decisions/stock-ledger.md): reserved and picking are claims on shelved units, so
-- they stand in the ledger as on_shelf. The twin of server/stock-ledger/ledger/ledger-states.ts (a test holds
-- them equal); the opening balance below and `npm run stock:verify` read units through it.
CREATE FUNCTION stock_ledger_state(unit_state text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN unit_state IN ('reserved', 'picking') THEN 'on_shelf' ELSE unit_state END
$$;
--> statement-breakpoint
-- The codes units and arrived returns already name, as locations to classify.
INSERT INTO locations (code)
SELECT location FROM (SELECT DISTINCT location FROM stock_units) u
UNION SELECT warehouse_location_id FROM order_returns WHERE warehouse_location_id IS NOT NULL
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
-- The opening balance: each product's units as they stand, one movement per location, ledger state, batch and
-- best-before (reason opening_balance), so the ledger adds up from the first day on an earlier release's data;
-- the same groups are the first running balances.
-- Batched by 500 products in id order, each batch a short transaction; the release that writes movements is
-- deployed by draining (server/platform/release.ts), so no unit changes without a movement meanwhile.
-- migrate: repeat-until-done
WITH todo AS (
  SELECT p.id FROM products p
   WHERE p.id > coalesce((SELECT max(product_id) FROM stock_movement_counts WHERE reason = 'opening_balance'), '')
     AND EXISTS (SELECT 1 FROM stock_units u WHERE u.product_id = p.id)
     AND NOT EXISTS (SELECT 1 FROM stock_movement_counts c WHERE c.product_id = p.id)
   ORDER BY p.id
   LIMIT 500),
standing AS (
  SELECT u.merchant_id, u.product_id, stock_ledger_state(u.state) AS state, u.location, u.batch_number,
         u.best_before, count(*)::int AS n
    FROM stock_units u JOIN todo ON todo.id = u.product_id
   GROUP BY 1, 2, 3, 4, 5, 6),
opening AS (
  INSERT INTO stock_movements
    (merchant_id, product_id, quantity, to_state, to_location, batch_number, best_before, reason, actor_type, actor_label)
  SELECT merchant_id, product_id, n, state, location, batch_number, best_before, 'opening_balance', 'system', 'system'
    FROM standing
  RETURNING product_id, merchant_id),
balances AS (
  INSERT INTO stock_balances (product_id, location, state, batch_number, best_before, merchant_id, quantity)
  SELECT product_id, location, state, batch_number, best_before, merchant_id, n FROM standing)
INSERT INTO stock_movement_counts (product_id, reason, merchant_id, count)
SELECT product_id, 'opening_balance', min(merchant_id), count(*) FROM opening GROUP BY product_id
ON CONFLICT (product_id, reason) DO UPDATE SET count = stock_movement_counts.count + EXCLUDED.count;
