import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { charges, outboxEvents } from '@/db/schema';
import { chargeEvents } from '@/server/billing/charges/charge-events';
import type { FeeInputValue } from '@/server/billing/schemas';
import type { OperatorFixture } from './fixtures';
import { uniq } from './fixtures';

/** A rate card with these fees, given to the merchant; returns the card. */
export async function cardFor(
  op: OperatorFixture,
  merchantId: string,
  fees: FeeInputValue[],
  validFrom?: string,
) {
  const res = await op.api('POST', '/ops/v1/rate-cards', {
    body: { rate_card: { name: uniq('Card'), currency: 'EUR', valid_from: validFrom ?? '2020-01-01', fees } },
  });
  if (res.status !== 201) throw new Error(`rate card: ${res.status} ${res.text}`);
  const put = await op.api('PUT', `/ops/v1/merchants/${merchantId}/rate-card`, {
    body: { rate_card: { id: res.body.rate_card.id } },
  });
  if (put.status !== 200) throw new Error(`assign: ${put.status} ${put.text}`);
  return res.body.rate_card as { id: string; version: number };
}

/** The merchant's outbox events, as the billing subscriber reads them. */
export async function merchantEvents(merchantId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.merchantId, merchantId))
    .orderBy(asc(outboxEvents.seq));
  return rows.map((r) => ({
    id: r.id,
    merchantId: r.merchantId,
    type: r.type,
    data: (r.payload as { data: Record<string, unknown> }).data,
    createdAt: r.createdAt,
  }));
}

/** Runs the billing subscriber over every outbox event of the merchant (as the dispatcher does, in a transaction). */
export async function chargeMerchantOutbox(merchantId: string) {
  const db = await getDb();
  const events = await merchantEvents(merchantId);
  return db.transaction((tx) => chargeEvents(tx, events));
}

export async function chargesOf(merchantId: string) {
  const db = await getDb();
  return db.select().from(charges).where(eq(charges.merchantId, merchantId)).orderBy(asc(charges.fee));
}
