import { csvLine } from '@/server/core/csv';
import type { OrderDto } from '@/server/orders/schemas';

/** Orders as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per order. */
export const ORDER_CSV_COLUMNS = [
  'id',
  'merchants_id',
  'status',
  'customer_name',
  'customer_email',
  'city',
  'country_code',
  'lines',
  'units',
  'created_at',
  'carriers',
  'tracking_codes',
  'shipped_at',
] as const;

export function orderCsvLine(o: OrderDto): string {
  const c = o.customer;
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization || '';
  return csvLine([
    o.id,
    o.merchants_id,
    o.status,
    name,
    c.email,
    c.city,
    c.country_code,
    o.items.length,
    o.items.reduce((s, i) => s + i.quantity, 0),
    o.created_at,
    [...new Set((o.shipments ?? []).map((s) => s.carrier))].join(' '),
    (o.shipments ?? []).flatMap((s) => s.tracking_codes).join(' '),
    o.shipments?.[0]?.shipped_at ?? null,
  ]);
}
