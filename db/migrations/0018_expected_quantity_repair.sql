-- Repairs what a rolling upgrade over 0015 left behind: lines that a release older than 0015 wrote after 0015's
-- one-shot backfill have no expected quantity, which reads as "registered without contents" and hides their
-- discrepancy. The activity history tells them apart, because a line is stored in the transaction of its
-- return's activity entry and both take that transaction's time: a line stored with the return's `created`
-- entry was registered (it expected its quantity), a line stored with its `arrived` entry was found at arrival
-- (0 expected, when the return has registered lines). Other lines keep null: the return was registered without
-- contents, or its registered lines were all replaced at arrival (their registered quantities are not kept).
-- Batched: each batch of 5,000 lines is a short transaction of its own (docs/decisions/migrations.md).
-- migrate: repeat-until-done
UPDATE order_return_items SET expected_quantity = quantity
WHERE id IN (
  SELECT i.id FROM order_return_items i
  WHERE i.expected_quantity IS NULL
    AND EXISTS (SELECT 1 FROM activity_log a
                WHERE a.entity_type = 'order_return' AND a.entity_id = i.order_return_id
                  AND a.action = 'created' AND a.created_at = i.created_at)
  LIMIT 5000);
--> statement-breakpoint
-- migrate: repeat-until-done
UPDATE order_return_items SET expected_quantity = 0
WHERE id IN (
  SELECT i.id FROM order_return_items i
  WHERE i.expected_quantity IS NULL
    AND EXISTS (SELECT 1 FROM activity_log a
                WHERE a.entity_type = 'order_return' AND a.entity_id = i.order_return_id
                  AND a.action = 'arrived' AND a.created_at = i.created_at)
    AND EXISTS (SELECT 1 FROM order_return_items o
                JOIN activity_log a ON a.entity_type = 'order_return' AND a.entity_id = o.order_return_id
                  AND a.action = 'created' AND a.created_at = o.created_at
                WHERE o.order_return_id = i.order_return_id)
  LIMIT 5000);
--> statement-breakpoint
-- The discrepancy flag of the repaired returns (server/returns/refresh-return-flags.ts's rule).
-- migrate: repeat-until-done
UPDATE order_returns SET has_discrepancy = true
WHERE id IN (
  SELECT DISTINCT i.order_return_id FROM order_return_items i
  JOIN order_returns r ON r.id = i.order_return_id
  WHERE NOT r.has_discrepancy
    AND i.received_quantity IS NOT NULL AND i.expected_quantity IS NOT NULL
    AND i.received_quantity <> i.expected_quantity
  LIMIT 5000);
