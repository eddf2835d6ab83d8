CREATE TABLE "dashboard_figure_days" (
	"merchant_id" text NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_figure_days_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
-- Orders' figures leave the write transactions (the order triggers cost a draft creation 8% of its rate,
-- bench/README.md). The figures `orders` (per creation day and status) and the lines of orders that left without a
-- shipment (`shipped_units` under key2 'order') are now counted again day by day from the orders, off the
-- request, for the days that the outbox's dispatcher marks in dashboard_figure_days
-- (server/dashboard/order-figure-days.ts). Shipments, returns and their lines keep their triggers.
DROP TRIGGER dashboard_figures_insert ON orders;
--> statement-breakpoint
DROP TRIGGER dashboard_figures_update ON orders;
--> statement-breakpoint
DROP TRIGGER dashboard_figures_delete ON orders;
--> statement-breakpoint
DROP TRIGGER dashboard_figures_insert ON order_items;
--> statement-breakpoint
DROP TRIGGER dashboard_figures_update ON order_items;
--> statement-breakpoint
DROP TRIGGER dashboard_figures_delete ON order_items;
--> statement-breakpoint
DROP FUNCTION dashboard_figures_orders_insert(), dashboard_figures_orders_update(), dashboard_figures_orders_delete(),
  dashboard_figures_order_items_insert(), dashboard_figures_order_items_update(), dashboard_figures_order_items_delete();
--> statement-breakpoint
-- A shipment counts its own units only: what an order's first shipment takes out of the lines of orders that
-- left without one is the day's recount's, from the order.shipped event.
DO $gen$
DECLARE
  op text;
BEGIN
  FOREACH op IN ARRAY ARRAY['insert', 'delete'] LOOP
    EXECUTE format($f$
      CREATE OR REPLACE FUNCTION dashboard_figures_shipments_%1$s() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        INSERT INTO dashboard_daily_figures AS f (merchant_id, figure, day, key1, key2, shard, n, units)
        SELECT d.merchant_id, d.figure, d.day, d.key1, d.key2, pg_backend_pid() %% 16, sum(d.n), sum(d.units)
          FROM (SELECT r.merchant_id, 'shipped_units'::text, (r.shipped_at AT TIME ZONE 'UTC')::date, u.product_id,
                       ''::text, r.sign::bigint, r.sign::numeric
                  FROM (SELECT %2$s AS sign, x.* FROM %3$s x) r JOIN shipment_units u ON u.shipment_id = r.id
               ) d(merchant_id, figure, day, key1, key2, n, units)
         WHERE CASE WHEN EXISTS (SELECT 1 FROM dashboard_figures_pending p WHERE p.merchant_id = d.merchant_id)
                    THEN NOT dashboard_figures_pending_for(d.merchant_id) ELSE true END
         GROUP BY d.merchant_id, d.figure, d.day, d.key1, d.key2
        HAVING sum(d.n) <> 0 OR sum(d.units) <> 0
         ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (merchant_id, figure, day, key1, key2, shard)
        DO UPDATE SET n = f.n + excluded.n, units = f.units + excluded.units;
        RETURN NULL;
      END $body$$f$, op, CASE op WHEN 'insert' THEN '1' ELSE '-1' END,
      CASE op WHEN 'insert' THEN 'new_rows' ELSE 'old_rows' END);
  END LOOP;
END $gen$;
--> statement-breakpoint
-- The backfill counts the lines of orders that left without a shipment under key2 'order', apart from the
-- shipments' own units (the day's recount replaces those rows alone).
CREATE OR REPLACE FUNCTION dashboard_figures_backfill_next() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  m text;
BEGIN
  SELECT merchant_id INTO m FROM dashboard_figures_pending ORDER BY merchant_id LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  -- waits for the merchant's writers that found it pending; the statements below see what they committed
  PERFORM pg_advisory_xact_lock(hashtext('dashboard_figures'), hashtext(m));
  DELETE FROM dashboard_daily_figures WHERE merchant_id = m;
  INSERT INTO dashboard_daily_figures (merchant_id, figure, day, key1, key2, shard, n, units)
  SELECT m, d.figure, d.day, d.key1, d.key2, 0, sum(d.n), sum(d.units)
    FROM (
      SELECT 'orders' AS figure, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.status AS key1, '' AS key2,
             1::bigint AS n, 0::numeric AS units
        FROM orders o WHERE o.merchant_id = m
      UNION ALL
      SELECT 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, 'order', 1, i.quantity
        FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.merchant_id = m AND o.status IN ('processed', 'returning', 'returned')
         AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
      UNION ALL
      SELECT 'shipped_units', (s.shipped_at AT TIME ZONE 'UTC')::date, u.product_id, '', 1, 1
        FROM shipments s JOIN shipment_units u ON u.shipment_id = s.id WHERE s.merchant_id = m
      UNION ALL
      SELECT 'returns', (r.created_at AT TIME ZONE 'UTC')::date, '', '', 1, 0
        FROM order_returns r WHERE r.merchant_id = m AND r.status <> 'deleted'
      UNION ALL
      SELECT 'returned_units', (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', 1,
             coalesce(i.received_quantity, i.quantity)
        FROM order_returns r JOIN order_return_items i ON i.order_return_id = r.id
       WHERE r.merchant_id = m AND r.status <> 'deleted'
      UNION ALL
      SELECT 'return_lines', (r.created_at AT TIME ZONE 'UTC')::date, coalesce(i.return_reason_code, ''),
             coalesce(i.inspection_condition, ''), 1, 0
        FROM order_returns r JOIN order_return_items i ON i.order_return_id = r.id
       WHERE r.merchant_id = m AND r.status <> 'deleted'
    ) d
   GROUP BY d.figure, d.day, d.key1, d.key2;
  RETURN m;
END $$;
--> statement-breakpoint
-- Every merchant is counted again (its old rows held both kinds of shipped units under one key), one a batch,
-- in the transaction that stops the order triggers, so no order change falls between the two.
INSERT INTO dashboard_figures_pending (merchant_id) SELECT id FROM merchants ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- migrate: repeat-until-done
WITH done AS (SELECT dashboard_figures_backfill_next() AS merchant_id)
DELETE FROM dashboard_figures_pending p USING done WHERE p.merchant_id = done.merchant_id;
