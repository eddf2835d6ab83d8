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
-- The dashboard's daily figures, kept by triggers (docs/decisions/portal.md "Dashboard"). Each trigger is
-- statement-level with its transition tables: a statement writing 5,000 shipment units adds one grouped
-- difference, not 5,000. Days are UTC days, as the dashboard's periods are.
CREATE TYPE dashboard_figure_delta AS (merchant_id text, figure text, day date, key1 text, key2 text, n bigint, units numeric);
--> statement-breakpoint
-- A merchant whose history the backfill has not added up yet: a writer that finds it pending takes the
-- merchant's lock shared and looks again. The backfill holds that lock exclusively while it adds up, so each
-- change is either committed before the backfill reads (and counted by it) or added by its writer after it.
CREATE FUNCTION dashboard_figures_pending_for(m text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM dashboard_figures_pending WHERE merchant_id = m) THEN
    RETURN false;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('dashboard_figures'), hashtext(m));
  RETURN EXISTS (SELECT 1 FROM dashboard_figures_pending WHERE merchant_id = m);
END $$;
--> statement-breakpoint
-- Adds differences, grouped, in key order (two statements touching the same rows lock them in one order), in
-- the session's shard (concurrent writers of one merchant and day use different rows).
CREATE FUNCTION dashboard_figures_add(deltas dashboard_figure_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO dashboard_daily_figures AS f (merchant_id, figure, day, key1, key2, shard, n, units)
  SELECT g.merchant_id, g.figure, g.day, g.key1, g.key2, pg_backend_pid() % 16, g.n, g.units
    FROM (SELECT d.merchant_id, d.figure, d.day, d.key1, d.key2, sum(d.n) AS n, sum(d.units) AS units
            FROM unnest(deltas) d
           GROUP BY 1, 2, 3, 4, 5
          HAVING sum(d.n) <> 0 OR sum(d.units) <> 0) g
   WHERE NOT dashboard_figures_pending_for(g.merchant_id)
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, figure, day, key1, key2, shard)
  DO UPDATE SET n = f.n + excluded.n, units = f.units + excluded.units;
END $$;
--> statement-breakpoint
-- What orders count: one per day of creation and status; and for an order that left before shipments were
-- recorded (a shipped status, no shipment), its lines' quantities as shipped units of its creation day.
CREATE FUNCTION dashboard_deltas_of_orders(rs orders[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT o.merchant_id, 'orders', (o.created_at AT TIME ZONE 'UTC')::date, o.status, '', sign::bigint, 0::numeric
    FROM unnest(rs) o
  UNION ALL
  SELECT o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', sign::bigint, sign * i.quantity
    FROM unnest(rs) o JOIN order_items i ON i.order_id = o.id
   WHERE o.status IN ('processed', 'returning', 'returned')
     AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_deltas_of_order_items(rs order_items[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', sign::bigint, sign * i.quantity
    FROM unnest(rs) i JOIN orders o ON o.id = i.order_id
   WHERE o.status IN ('processed', 'returning', 'returned')
     AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
$$;
--> statement-breakpoint
-- A shipment's units count on its day of shipping.
CREATE FUNCTION dashboard_deltas_of_shipments(rs shipments[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT s.merchant_id, 'shipped_units', (s.shipped_at AT TIME ZONE 'UTC')::date, u.product_id, '', sign::bigint, sign::numeric
    FROM unnest(rs) s JOIN shipment_units u ON u.shipment_id = s.id
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_deltas_of_shipment_units(rs shipment_units[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT s.merchant_id, 'shipped_units', (s.shipped_at AT TIME ZONE 'UTC')::date, u.product_id, '', sign::bigint, sign::numeric
    FROM unnest(rs) u JOIN shipments s ON s.id = u.shipment_id
$$;
--> statement-breakpoint
-- What returns count unless cancelled (status deleted): one per day of registration; their lines per product
-- (the received quantity once counted, else the registered one) and per reason and condition found.
CREATE FUNCTION dashboard_deltas_of_returns(rs order_returns[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT r.merchant_id, 'returns', (r.created_at AT TIME ZONE 'UTC')::date, '', '', sign::bigint, 0::numeric
    FROM unnest(rs) r WHERE r.status <> 'deleted'
  UNION ALL
  SELECT d.* FROM unnest(rs) r
    JOIN order_return_items i ON i.order_return_id = r.id
    CROSS JOIN LATERAL (VALUES
      (r.merchant_id, 'returned_units', (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', sign::bigint, sign * coalesce(i.received_quantity, i.quantity)),
      (r.merchant_id, 'return_lines', (r.created_at AT TIME ZONE 'UTC')::date, coalesce(i.return_reason_code, ''), coalesce(i.inspection_condition, ''), sign::bigint, 0::numeric)
    ) d
   WHERE r.status <> 'deleted'
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_deltas_of_return_items(rs order_return_items[], sign integer) RETURNS SETOF dashboard_figure_delta LANGUAGE sql STABLE AS $$
  SELECT d.* FROM unnest(rs) i
    JOIN order_returns r ON r.id = i.order_return_id
    CROSS JOIN LATERAL (VALUES
      (r.merchant_id, 'returned_units', (r.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', sign::bigint, sign * coalesce(i.received_quantity, i.quantity)),
      (r.merchant_id, 'return_lines', (r.created_at AT TIME ZONE 'UTC')::date, coalesce(i.return_reason_code, ''), coalesce(i.inspection_condition, ''), sign::bigint, 0::numeric)
    ) d
   WHERE r.status <> 'deleted'
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_orders(array(SELECT o::orders FROM new_rows o), 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_orders(array(SELECT o::orders FROM old_rows o), -1) d));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_orders(array(
        SELECT nw::orders FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.status, nw.created_at, nw.merchant_id) IS DISTINCT FROM (od.status, od.created_at, od.merchant_id)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_orders(array(
        SELECT od::orders FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.status, nw.created_at, nw.merchant_id) IS DISTINCT FROM (od.status, od.created_at, od.merchant_id)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_of_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_order_items(array(SELECT i::order_items FROM new_rows i), 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_order_items(array(SELECT i::order_items FROM old_rows i), -1) d));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_order_items(array(
        SELECT nw::order_items FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.order_id, nw.product_id, nw.quantity) IS DISTINCT FROM (od.order_id, od.product_id, od.quantity)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_order_items(array(
        SELECT od::order_items FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.order_id, nw.product_id, nw.quantity) IS DISTINCT FROM (od.order_id, od.product_id, od.quantity)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Shipments: their units on their day of shipping; and an order's first shipment takes its lines out of the
-- units of orders that left before shipments were recorded (its last one removed puts them back). A shipment
-- moved to another order is not followed (shipments never move).
CREATE FUNCTION dashboard_figures_of_shipments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_shipments(array(SELECT s::shipments FROM new_rows s), 1) d
      UNION ALL
      SELECT (o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', -1, -i.quantity)::dashboard_figure_delta
        FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.id IN (SELECT order_id FROM new_rows)
         AND o.status IN ('processed', 'returning', 'returned')
         AND NOT EXISTS (SELECT 1 FROM shipments x WHERE x.order_id = o.id AND x.id NOT IN (SELECT id FROM new_rows))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_shipments(array(SELECT s::shipments FROM old_rows s), -1) d
      UNION ALL
      SELECT (o.merchant_id, 'shipped_units', (o.created_at AT TIME ZONE 'UTC')::date, i.product_id, '', 1, i.quantity)::dashboard_figure_delta
        FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.id IN (SELECT order_id FROM old_rows)
         AND o.status IN ('processed', 'returning', 'returned')
         AND NOT EXISTS (SELECT 1 FROM shipments x WHERE x.order_id = o.id)));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_shipments(array(
        SELECT nw::shipments FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.shipped_at, nw.merchant_id) IS DISTINCT FROM (od.shipped_at, od.merchant_id)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_shipments(array(
        SELECT od::shipments FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.shipped_at, nw.merchant_id) IS DISTINCT FROM (od.shipped_at, od.merchant_id)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_of_shipment_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_shipment_units(array(SELECT u::shipment_units FROM new_rows u), 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_shipment_units(array(SELECT u::shipment_units FROM old_rows u), -1) d));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_shipment_units(array(
        SELECT nw::shipment_units FROM new_rows nw JOIN old_rows od USING (unit_id)
         WHERE (nw.shipment_id, nw.product_id) IS DISTINCT FROM (od.shipment_id, od.product_id)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_shipment_units(array(
        SELECT od::shipment_units FROM new_rows nw JOIN old_rows od USING (unit_id)
         WHERE (nw.shipment_id, nw.product_id) IS DISTINCT FROM (od.shipment_id, od.product_id)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_of_returns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_returns(array(SELECT r::order_returns FROM new_rows r), 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_returns(array(SELECT r::order_returns FROM old_rows r), -1) d));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_returns(array(
        SELECT nw::order_returns FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.status <> 'deleted', nw.created_at, nw.merchant_id) IS DISTINCT FROM (od.status <> 'deleted', od.created_at, od.merchant_id)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_returns(array(
        SELECT od::order_returns FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.status <> 'deleted', nw.created_at, nw.merchant_id) IS DISTINCT FROM (od.status <> 'deleted', od.created_at, od.merchant_id)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_figures_of_return_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_return_items(array(SELECT i::order_return_items FROM new_rows i), 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_figures_add(array(SELECT d FROM dashboard_deltas_of_return_items(array(SELECT i::order_return_items FROM old_rows i), -1) d));
  ELSE
    PERFORM dashboard_figures_add(array(
      SELECT d FROM dashboard_deltas_of_return_items(array(
        SELECT nw::order_return_items FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.order_return_id, nw.product_id, nw.quantity, nw.received_quantity, nw.return_reason_code, nw.inspection_condition)
               IS DISTINCT FROM (od.order_return_id, od.product_id, od.quantity, od.received_quantity, od.return_reason_code, od.inspection_condition)), 1) d
      UNION ALL
      SELECT d FROM dashboard_deltas_of_return_items(array(
        SELECT od::order_return_items FROM new_rows nw JOIN old_rows od USING (id)
         WHERE (nw.order_return_id, nw.product_id, nw.quantity, nw.received_quantity, nw.return_reason_code, nw.inspection_condition)
               IS DISTINCT FROM (od.order_return_id, od.product_id, od.quantity, od.received_quantity, od.return_reason_code, od.inspection_condition)), -1) d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_orders();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_orders();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_orders();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_order_items();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_order_items();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_order_items();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipments();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON shipments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipments();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipments();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON shipment_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipment_units();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON shipment_units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipment_units();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON shipment_units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_shipment_units();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON order_returns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_returns();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON order_returns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_returns();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON order_returns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_returns();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON order_return_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_return_items();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON order_return_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_return_items();
--> statement-breakpoint
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON order_return_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_figures_of_return_items();
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
