-- Counts of returns stored before return_status_counts existed (list totals, 02 §4.2).
INSERT INTO return_status_counts (merchant_id, status, count)
SELECT merchant_id, status, count(*)::int FROM order_returns GROUP BY merchant_id, status
ON CONFLICT (merchant_id, status) DO UPDATE SET count = EXCLUDED.count;
