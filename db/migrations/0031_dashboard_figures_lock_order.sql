-- The daily figures' triggers lock an order's status rows in lifecycle order rather than by name: a transaction
-- that created a draft (holding its `draft` row) and then confirmed it asked for `confirmed` while a confirmation
-- of another draft in the same shard held `confirmed` and asked for `draft`: a deadlock (found by the fault
-- suite's exchange races). The functions are replaced; the triggers that call them stay.
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
      -- One statement a trigger: the differences grouped, in key order, an order's statuses in their lifecycle
      -- order (two statements touching the same rows lock them in one order, also across the statements of a
      -- transaction that creates a draft and confirms it), into the session's shard (concurrent writers of one merchant and day use
      -- different rows); a merchant still pending is left to the backfill.
      EXECUTE format($f$
        CREATE OR REPLACE FUNCTION dashboard_figures_%1$s_%2$s() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          INSERT INTO dashboard_daily_figures AS f (merchant_id, figure, day, key1, key2, shard, n, units)
          SELECT d.merchant_id, d.figure, d.day, d.key1, d.key2, pg_backend_pid() %% 16, sum(d.n), sum(d.units)
            FROM (%3$s%4$s) d(merchant_id, figure, day, key1, key2, n, units)
           WHERE CASE WHEN EXISTS (SELECT 1 FROM dashboard_figures_pending p WHERE p.merchant_id = d.merchant_id)
                      THEN NOT dashboard_figures_pending_for(d.merchant_id) ELSE true END
           GROUP BY d.merchant_id, d.figure, d.day, d.key1, d.key2
          HAVING sum(d.n) <> 0 OR sum(d.units) <> 0
           ORDER BY 1, 2, 3, array_position(ARRAY['draft', 'passive', 'confirmed', 'waiting_products', 'problem', 'processing', 'processed', 'returning', 'returned', 'cancelled', 'deleted']::text[], d.key1) NULLS LAST, 4, 5
          ON CONFLICT (merchant_id, figure, day, key1, key2, shard)
          DO UPDATE SET n = f.n + excluded.n, units = f.units + excluded.units;
          RETURN NULL;
        END $body$$f$, spec.name, op, replace(spec.template, '{r}', rows_sql), extra);
    END LOOP;
  END LOOP;
END $gen$;
