import type { OrderDto } from './schemas';

/** Orders as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per order. */
export const CSV_COLUMNS = [
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
] as const;

export function ordersCsvHeader(): string {
  return CSV_COLUMNS.join(',') + '\r\n';
}

export function ordersCsvRows(orders: OrderDto[]): string {
  return orders
    .map((o) => {
      const c = o.customer;
      const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization || '';
      const values = [
        o.id,
        o.merchants_id ?? '',
        o.status,
        name,
        c.email ?? '',
        c.city ?? '',
        c.country_code ?? '',
        String(o.items.length),
        String(o.items.reduce((s, i) => s + i.quantity, 0)),
        o.created_at,
      ];
      return values.map(csvCell).join(',') + '\r\n';
    })
    .join('');
}

/** Quotes when needed; a leading =, +, - or @ is prefixed with ' so spreadsheets never run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
