import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { charges, unpricedEvents, type Charge, type UnpricedEvent } from '@/db/schema';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { rateFromBp } from '../money';
import { feeLabel } from '../rate-cards/fees';
import type { ChargeDto, ListChargesFilter, UnpricedEventDto } from '../schemas';

export function toChargeDto(c: Charge): ChargeDto {
  return {
    id: c.id,
    merchant_id: c.merchantId,
    fee: c.fee,
    description: c.fee === 'manual' ? (c.description ?? 'Manual charge') : feeLabel(c.fee, c.description),
    quantity: c.quantity,
    unit_price: c.unitPrice,
    amount: c.amount,
    currency: c.currency,
    vat_rate: rateFromBp(c.vatRateBp),
    reference: { type: c.referenceType, id: c.referenceId },
    subject: c.subjectType && c.subjectId ? { type: c.subjectType, id: c.subjectId } : null,
    occurred_at: c.occurredAt.toISOString(),
    invoice_id: c.invoiceId,
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * GET /v1/billing/charges (and the operator's list): newest work first. `reference_id` finds the charges of a
 * piece of work or of the page they open (an order's id finds its shipping and its extra services).
 */
export async function listCharges(
  db: DbOrTx,
  merchantId: string | null,
  f: ListChargesFilter,
): Promise<{ charges: ChargeDto[]; total: number }> {
  const where: SQL[] = [...createdBetween(charges.occurredAt, f.from, f.to)];
  if (merchantId) where.push(eq(charges.merchantId, merchantId));
  if (f.fee) where.push(eq(charges.fee, f.fee));
  if (f.invoice_id) where.push(eq(charges.invoiceId, f.invoice_id));
  if (f.invoiced === true) where.push(isNotNull(charges.invoiceId));
  if (f.invoiced === false) where.push(isNull(charges.invoiceId));
  if (f.reference_id)
    where.push(or(eq(charges.referenceId, f.reference_id), eq(charges.subjectId, f.reference_id))!);
  const cond = where.length ? and(...where) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(charges)
      .where(cond)
      .orderBy(desc(charges.occurredAt), desc(charges.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(charges).where(cond),
  ]);
  return { charges: rows.map(toChargeDto), total: Number(t?.n ?? 0) };
}

/** An invoice's charges in id order, a page after `afterId` (keyset: the CSV streams a million of them). */
export async function invoiceChargesAfter(
  db: DbOrTx,
  invoiceId: string,
  afterId: string,
  limit: number,
): Promise<Charge[]> {
  return db
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), sql`${charges.id} > ${afterId}`))
    .orderBy(asc(charges.id))
    .limit(limit);
}

const REASONS: Record<string, string> = {
  no_rate_card: 'The merchant has no rate card and there is no default card.',
  no_version_in_force: "The merchant's rate card has no version valid on the day of the work.",
  fee_not_on_card: "The merchant's rate card has no price for this fee.",
};

export function toUnpricedDto(u: UnpricedEvent): UnpricedEventDto {
  return {
    id: u.id,
    merchant_id: u.merchantId,
    fee: u.fee,
    description: feeLabel(u.fee, u.description),
    quantity: u.quantity,
    reference: { type: u.referenceType, id: u.referenceId },
    subject: u.subjectType && u.subjectId ? { type: u.subjectType, id: u.subjectId } : null,
    reason: u.reason as UnpricedEventDto['reason'],
    reason_text: REASONS[u.reason] ?? u.reason,
    occurred_at: u.occurredAt.toISOString(),
    resolved_at: u.resolvedAt?.toISOString() ?? null,
    charge_id: u.chargeId,
    created_at: u.createdAt.toISOString(),
  };
}

/** GET /ops/v1/billing/unpriced-events: open ones by default, oldest first. */
export async function listUnpriced(
  db: DbOrTx,
  f: { merchant_id?: string; resolved?: boolean; offset: number; limit: number },
): Promise<{ unpriced_events: UnpricedEventDto[]; total: number }> {
  const where: SQL[] = [
    f.resolved ? isNotNull(unpricedEvents.resolvedAt) : isNull(unpricedEvents.resolvedAt),
  ];
  if (f.merchant_id) where.push(eq(unpricedEvents.merchantId, f.merchant_id));
  const cond = and(...where);
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(unpricedEvents)
      .where(cond)
      .orderBy(asc(unpricedEvents.createdAt), asc(unpricedEvents.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(unpricedEvents).where(cond),
  ]);
  return { unpriced_events: rows.map(toUnpricedDto), total: Number(t?.n ?? 0) };
}
