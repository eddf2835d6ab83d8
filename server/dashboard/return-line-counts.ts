import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import {
  INSPECTION_CONDITIONS,
  RETURN_REASON_CODES,
  type InspectionCondition,
  type ReturnReasonCode,
} from '@/server/returns/return-states';
import type { DashboardPeriod } from './period';
import { returnsOfPeriod } from './returns-of-period';

export interface ReturnLineCounts {
  /** Lines per reason code, most first; `null` is a line registered without a reason. */
  byReason: { code: ReturnReasonCode | null; lines: number }[];
  /** Inspected lines per condition found, most first. */
  byCondition: { code: InspectionCondition; lines: number }[];
  /** Lines not inspected yet (no condition): not in `byCondition`. */
  notInspected: number;
  lines: number;
}

/**
 * The return lines of the merchant's returns registered in the period, counted per return reason and per
 * condition the inspection found: one read of the lines, grouped by both. Lines carry no merchant: the return
 * they belong to scopes them.
 */
export async function returnLineCounts(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<ReturnLineCounts> {
  const rows = await db
    .select({
      reason: orderReturnItems.returnReasonCode,
      condition: orderReturnItems.inspectionCondition,
      n: count(),
    })
    .from(orderReturns)
    .innerJoin(orderReturnItems, eq(orderReturnItems.orderReturnId, orderReturns.id))
    .where(returnsOfPeriod(merchantId, period))
    .groupBy(orderReturnItems.returnReasonCode, orderReturnItems.inspectionCondition);

  return countLines(rows);
}

/** The lines grouped by reason and condition, as counts per reason, per condition and not inspected. */
export function countLines(
  rows: { reason: string | null; condition: string | null; n: string | number }[],
): ReturnLineCounts {
  const reasons = new Map<ReturnReasonCode | null, number>();
  const conditions = new Map<InspectionCondition, number>();
  let notInspected = 0;
  let lines = 0;
  for (const r of rows) {
    const n = Number(r.n);
    lines += n;
    // A code outside the known list (data from before the list) counts as "no reason given".
    const reason = (RETURN_REASON_CODES as readonly string[]).includes(r.reason ?? '')
      ? (r.reason as ReturnReasonCode)
      : null;
    reasons.set(reason, (reasons.get(reason) ?? 0) + n);
    if ((INSPECTION_CONDITIONS as readonly string[]).includes(r.condition ?? '')) {
      const c = r.condition as InspectionCondition;
      conditions.set(c, (conditions.get(c) ?? 0) + n);
    } else notInspected += n;
  }
  const most = <K>(m: Map<K, number>, order: readonly K[]) =>
    [...m.entries()]
      .map(([code, n]) => ({ code, lines: n }))
      .sort((a, b) => b.lines - a.lines || order.indexOf(a.code) - order.indexOf(b.code));
  return {
    byReason: most(reasons, [...RETURN_REASON_CODES, null]),
    byCondition: most(conditions, INSPECTION_CONDITIONS),
    notInspected,
    lines,
  };
}
