CREATE TABLE "dashboard_daily_figures" (
	"merchant_id" text NOT NULL,
	"figure" text NOT NULL,
	"day" date NOT NULL,
	"key1" text DEFAULT '' NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"units" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_figures_pk" PRIMARY KEY("merchant_id","figure","day","key1","key2","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_figures_pending" (
	"merchant_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A merchant whose history the backfill has not added up yet: a writer that finds it pending takes the
-- merchant's lock shared and looks again. The backfill holds that lock exclusively while it adds up, so each
-- change is either committed before the backfill reads (and counted by it) or added by its writer after it.
CREATE FUNCTION dashboard_figures_pending_for(m text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('dashboard_figures'), hashtext(m));
  RETURN EXISTS (SELECT 1 FROM dashboard_figures_pending WHERE merchant_id = m);
END $$;
--> statement-breakpoint
-- The triggers, three a table (insert, update, delete), each a statement trigger whose function reads its
-- transition tables in static SQL (so PL/pgSQL keeps its plan): the table's rows of the statement, signed
-- (+1 new, -1 old; an update only the rows whose counted columns changed), go through the table's template
-- below ({r}), and the differences, grouped, into dashboard_daily_figures. What each table counts:
-- orders: one per day of creation and status; and for an order that left before shipments were recorded (a
--   shipped status, no shipment), its lines' quantities as shipped units of its creation day;
-- order_items: those lines again, when they change;
-- shipments / shipment_units: a shipment's units on its day of shipping; an order's first shipment takes its
--   lines out of the units of orders that left before shipments were recorded (its last one removed puts
--   them back). A shipment moved to another order is not followed (shipments never move);
-- order_returns / order_return_items: unless cancelled (status deleted), one a return per day of
--   registration; its lines per product (the received quantity once counted, else the registered one) and
--   per reason and condition found.
DO $gen$
DECLARE
  spec record;
  op text;
  rows_sql text;
  extra text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES
    ('orders', 'orders', 'id', 'nw.status, nw.created_at, nw.merchant_id', 'od.status, od.created_at, od.merchant_id',
     $t$SELECT r.merchant_id, 'orders'::text, (r.created_at AT TIME ZONE 'UTC')::date, r.status, ''::text, r.sign::bigint, 0::numeric
          FROM {r} r
        UNION ALL
        SELECT r.merchant_id, 'shipped_units', (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', r.sign, r.sign * i.quantity
          FROM {r} r JOIN order_items i ON i.order_id = r.id
         WHERE r.status IN ('processed', 'returning', 'returned')
           AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = r.id)$t$),
    ('order_items', 'order_items', 'id', 'nw.order_id, nw.product_id, nw.quantity', 'od.order_id, od.product_id, od.quantity',
     $t$SELECT o.merchant_id, 'shipped_units'::text, (o.created_at AT TIME ZONE 'UTC')::date, r.product_id, ''::text, r.sign::bigint, r.sign * r.quantity
          FROM {r} r JOIN orders o ON o.id = r.order_id
         WHERE o.status IN ('processed', 'returning', 'returned')
           AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)$t$),
    ('shipments', 'shipments', 'id', 'nw.shipped_at, nw.merchant_id', 'od.shipped_at, od.merchant_id',
     $t$SELECT r.merchant_id, 'shipped_units'::text, (r.shipped_at AT TIME ZONE 'UTC')::date, u.product_id, ''::text, r.sign::bigint, r.sign::numeric
          FROM {r} r JOIN shipment_units u ON u.shipment_id = r.id$t$),
    ('shipment_units', 'shipment_units', 'unit_id', 'nw.shipment_id, nw.product_id', 'od.shipment_id, od.product_id',
     $t$SELECT s.merchant_id, 'shipped_units'::text, (s.shipped_at AT TIME ZONE 'UTC')::date, r.product_id, ''::text, r.sign::bigint, r.sign::numeric
          FROM {r} r JOIN shipments s ON s.id = r.shipment_id$t$),
    ('order_returns', 'returns', 'id', 'nw.status <> ''deleted'', nw.created_at, nw.merchant_id', 'od.status <> ''deleted'', od.created_at, od.merchant_id',
     $t$SELECT r.merchant_id, 'returns'::text, (r.created_at AT TIME ZONE 'UTC')::date, ''::text, ''::text, r.sign::bigint, 0::numeric
          FROM {r} r WHERE r.status <> 'deleted'
        UNION ALL
        SELECT d.* FROM {r} r
          JOIN order_return_items i ON i.order_return_id = r.id
          CROSS JOIN LATERAL (VALUES
            (r.merchant_id, 'returned_units', (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', r.sign::bigint, r.sign * coalesce(i.received_quantity, i.quantity)),
            (r.merchant_id, 'return_lines', (r.created_at AT TIME ZONE 'UTC')::date, coalesce(i.return_reason_code, ''), coalesce(i.inspection_condition, ''), r.sign::bigint, 0::numeric)
          ) d
         WHERE r.status <> 'deleted'$t$),
    ('order_return_items', 'return_items', 'id',
     'nw.order_return_id, nw.product_id, nw.quantity, nw.received_quantity, nw.return_reason_code, nw.inspection_condition',
     'od.order_return_id, od.product_id, od.quantity, od.received_quantity, od.return_reason_code, od.inspection_condition',
     $t$SELECT d.* FROM {r} i
          JOIN order_returns r ON r.id = i.order_return_id
          CROSS JOIN LATERAL (VALUES
            (r.merchant_id, 'returned_units'::text, (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, ''::text, i.sign::bigint, i.sign * coalesce(i.received_quantity, i.quantity)),
            (r.merchant_id, 'return_lines', (r.created_at AT TIME ZONE 'UTC')::date, coalesce(i.return_reason_code, ''), coalesce(i.inspection_condition, ''), i.sign::bigint, 0::numeric)
          ) d
         WHERE r.status <> 'deleted'$t$)
  ) AS t(tbl, name, pk, new_cols, old_cols, template)
  LOOP
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      rows_sql := CASE op
        WHEN 'insert' THEN '(SELECT 1 AS sign, nw.* FROM new_rows nw)'
        WHEN 'delete' THEN '(SELECT -1 AS sign, od.* FROM old_rows od)'
        ELSE format('(SELECT 1 AS sign, nw.* FROM new_rows nw JOIN old_rows od USING (%1$s) WHERE (%2$s) IS DISTINCT FROM (%3$s)
                      UNION ALL
                      SELECT -1, od.* FROM new_rows nw JOIN old_rows od USING (%1$s) WHERE (%2$s) IS DISTINCT FROM (%3$s))',
                    spec.pk, spec.new_cols, spec.old_cols)
      END;
      extra := '';
      IF spec.tbl = 'shipments' AND op = 'insert' THEN
        extra := $x$
        UNION ALL
        SELECT o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', -1, -i.quantity
          FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.id IN (SELECT order_id FROM new_rows)
           AND o.status IN ('processed', 'returning', 'returned')
           AND NOT EXISTS (SELECT 1 FROM shipments x WHERE x.order_id = o.id AND x.id NOT IN (SELECT id FROM new_rows))$x$;
      ELSIF spec.tbl = 'shipments' AND op = 'delete' THEN
        extra := $x$
        UNION ALL
        SELECT o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', 1, i.quantity
          FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.id IN (SELECT order_id FROM old_rows)
           AND o.status IN ('processed', 'returning', 'returned')
           AND NOT EXISTS (SELECT 1 FROM shipments x WHERE x.order_id = o.id)$x$;
      END IF;
      -- One statement a trigger: the differences grouped, in key order (two statements touching the same rows
      -- lock them in one order), into the session's shard (concurrent writers of one merchant and day use
      -- different rows); a merchant still pending is left to the backfill.
      EXECUTE format($f$
        CREATE FUNCTION dashboard_figures_%1$s_%2$s() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          INSERT INTO dashboard_daily_figures AS f (merchant_id, figure, day, key1, key2, shard, n, units)
          SELECT d.merchant_id, d.figure, d.day, d.key1, d.key2, pg_backend_pid() %% 16, sum(d.n), sum(d.units)
            FROM (%3$s%4$s) d(merchant_id, figure, day, key1, key2, n, units)
           WHERE CASE WHEN EXISTS (SELECT 1 FROM dashboard_figures_pending p WHERE p.merchant_id = d.merchant_id)
                      THEN NOT dashboard_figures_pending_for(d.merchant_id) ELSE true END
           GROUP BY d.merchant_id, d.figure, d.day, d.key1, d.key2
          HAVING sum(d.n) <> 0 OR sum(d.units) <> 0
           ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (merchant_id, figure, day, key1, key2, shard)
          DO UPDATE SET n = f.n + excluded.n, units = f.units + excluded.units;
          RETURN NULL;
        END $body$$f$, spec.name, op, replace(spec.template, '{r}', rows_sql), extra);
      EXECUTE format(
        'CREATE TRIGGER dashboard_figures_%1$s AFTER %2$s ON %3$I REFERENCING %4$s FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_%5$s_%1$s()',
        op, upper(op), spec.tbl,
        CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
                ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        spec.name);
    END LOOP;
  END LOOP;
END $gen$;
--> statement-breakpoint
-- The history: every merchant there is now waits for the backfill (in the transaction that starts the
-- triggers, so a merchant's changes are counted by exactly one of them); one merchant a batch, under its lock.
INSERT INTO dashboard_figures_pending (merchant_id) SELECT id FROM merchants ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_backfill_next() RETURNS text LANGUAGE plpgsql AS $$
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
      SELECT 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', 1, i.quantity
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
-- migrate: repeat-until-done
WITH done AS (SELECT dashboard_figures_backfill_next() AS merchant_id)
DELETE FROM dashboard_figures_pending p USING done WHERE p.merchant_id = done.merchant_id;
