import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { catalogServices } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { now } from '@/server/core/clock';
import { feeLabel, standardFees } from '../rate-cards/fees';
import type { ChargeDto } from '../schemas';

export interface MonthSoFar {
  period: string;
  currency: string;
  total: number;
  byFee: { fee: string; label: string; quantity: number; amount: number }[];
  byDay: { day: string; amount: number }[];
}

/**
 * The portal's Billing page: this month's charges so far by fee and by day (two aggregates over the
 * merchant's month, by the charges' (merchant, occurred_at) index). Amounts in the month's main currency.
 */
export async function monthSoFar(db: DbOrTx, merchantId: string, at: Date = now()): Promise<MonthSoFar> {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  const range = sql`merchant_id = ${merchantId} and occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}`;
  const [fees, days] = await Promise.all([
    db.execute(sql`
      select fee, currency, min(description) as description, sum(quantity)::bigint as quantity, sum(amount)::bigint as amount
        from charges where ${range} group by fee, currency order by sum(amount) desc`),
    db.execute(sql`
      select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount)::bigint as amount
        from charges where ${range} group by 1 order by 1`),
  ]);
  const feeRows = fees.rows as {
    fee: string;
    currency: string;
    description: string | null;
    quantity: string;
    amount: string;
  }[];
  const currency = feeRows[0]?.currency ?? 'EUR';
  const mine = feeRows.filter((r) => r.currency === currency);
  const dayAmounts = new Map(
    (days.rows as { day: string; amount: string }[]).map((r) => [r.day, Number(r.amount)]),
  );
  const byDay: MonthSoFar['byDay'] = [];
  for (let d = new Date(start); d < end && d <= at; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    byDay.push({ day, amount: dayAmounts.get(day) ?? 0 });
  }
  return {
    period: start.toISOString().slice(0, 7),
    currency,
    total: mine.reduce((s, r) => s + Number(r.amount), 0),
    byFee: mine.map((r) => ({
      fee: r.fee,
      label: r.fee === 'manual' ? 'Manual charges and credits' : feeLabel(r.fee, r.description),
      quantity: Number(r.quantity),
      amount: Number(r.amount),
    })),
    byDay,
  };
}

/** The portal page a charge opens: its order, return, inbound shipment or product. */
export function subjectHref(subject: ChargeDto['subject']): string | null {
  if (!subject) return null;
  switch (subject.type) {
    case 'order':
      return `/orders/${subject.id}`;
    case 'order_return':
      return `/returns/${subject.id}`;
    case 'product':
      return `/products/${subject.id}`;
    case 'inbound_shipment':
      return `/billing/charges?reference_id=${subject.id}`;
    default:
      return null;
  }
}

export function subjectLabel(subject: ChargeDto['subject']): string {
  if (!subject) return '–';
  const kind: Record<string, string> = {
    order: 'Order',
    order_return: 'Return',
    product: 'Product',
    inbound_shipment: 'Inbound shipment',
  };
  return `${kind[subject.type] ?? subject.type} ${subject.id.slice(-8)}`;
}

/** The fee rows of the rate card editor: the standard fees, then one per extra service of the catalog. */
export async function editorFees(db: DbOrTx): Promise<{ fee: string; label: string }[]> {
  const services = await db
    .select({ code: catalogServices.code, name: catalogServices.name })
    .from(catalogServices)
    .where(eq(catalogServices.kind, 'extra'))
    .orderBy(catalogServices.name);
  return [
    ...standardFees().map((fee) => ({ fee, label: feeLabel(fee) })),
    ...services
      .filter((s): s is { code: string; name: string } => !!s.code)
      .map((s) => ({ fee: `service:${s.code}`, label: feeLabel(`service:${s.code}`, s.name) })),
  ];
}
