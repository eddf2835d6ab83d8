import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturns, orders } from '@/db/schema';
import { SYSTEM_ACTOR, type Actor } from '@/server/core/actor';
import { DEMO_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR, demoProductIds } from './demo-lookups';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { cancelReturn } from '@/server/returns/lifecycle/cancel-return';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { decideReturn } from '@/server/returns/lifecycle/decide-return';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import type { ReturnReasonCode } from '@/server/returns/return-states';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

/**
 * Demo returns (05 §1) in every live status, through the domain functions (so counts, history and stock follow).
 * Idempotent: skipped when the demo merchant already has the first demo reference.
 */
const ACTOR = SEED_ACTOR;
const WAREHOUSE: Actor = { ...SYSTEM_ACTOR, label: 'demo seed (warehouse)' };

export async function seedReturns(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(eq(orderReturns.merchantId, DEMO_MERCHANT_ID), eq(orderReturns.merchantReference, 'DEMO-RMA-1')),
    )
    .limit(1);
  if (done) return;
  const sku = await demoProductIds(db, ['NP-COF-500', 'NP-TEA-GRN', 'NP-MUG-ENM']);
  if (!sku) return; // the products step has not run
  const [coffee, tea, mug] = [sku.get('NP-COF-500')!, sku.get('NP-TEA-GRN')!, sku.get('NP-MUG-ENM')!];
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), ne(orders.status, 'deleted')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const original = order ? { original_order: { id: order.id } } : {};
  const make = (
    ref: string,
    name: string,
    items: { product: { id: string }; quantity: number; return_reason?: { code: ReturnReasonCode } }[],
    extra: Record<string, unknown> = {},
  ) =>
    createReturn(
      db,
      DEMO_MERCHANT_ID,
      { type: 'customer_return', merchant_reference: ref, name, items, ...original, ...extra },
      ACTOR,
    );

  const why = (code: ReturnReasonCode) => ({ return_reason: { code } });
  await make(
    'DEMO-RMA-1',
    'Anna Virtanen – wrong size mug',
    [{ product: { id: mug }, quantity: 1, ...why('size_too_large') }],
    {
      remarks: 'Customer ordered the wrong size.',
    },
  );
  const arrived = await make('DEMO-RMA-2', 'Mikko Laine – coffee and tea', [
    { product: { id: coffee }, quantity: 2, ...why('no_longer_needed') },
    { product: { id: tea }, quantity: 1, ...why('not_as_described') },
  ]);
  await arriveReturn(db, WAREHOUSE_SCOPE, arrived.id, { warehouse_location: { id: 'RET-01' } }, WAREHOUSE);
  const accepted = await make('DEMO-RMA-3', 'Sari Heikkinen – damaged parcel', [
    { product: { id: coffee }, quantity: 1, ...why('damaged_in_transit') },
    { product: { id: mug }, quantity: 1, ...why('damaged_in_transit') },
  ]);
  await arriveReturn(db, WAREHOUSE_SCOPE, accepted.id, { warehouse_location: { id: 'RET-02' } }, WAREHOUSE);
  await decideReturn(
    db,
    DEMO_MERCHANT_ID,
    accepted.id,
    { code: 'to_shelf', items: [{ id: accepted.items[1]!.id!, code: 'destroy' }] },
    ACTOR,
  );
  const processed = await make('DEMO-RMA-4', 'Jussi Korhonen – unopened', [
    { product: { id: tea }, quantity: 3, ...why('unwanted_gift') },
  ]);
  await arriveReturn(db, WAREHOUSE_SCOPE, processed.id, { warehouse_location: { id: 'RET-03' } }, WAREHOUSE);
  await decideReturn(db, DEMO_MERCHANT_ID, processed.id, { code: 'to_shelf' }, ACTOR);
  await releaseReturn(db, WAREHOUSE_SCOPE, processed.id, WAREHOUSE);
  await completeReturn(db, WAREHOUSE_SCOPE, processed.id, WAREHOUSE);
  const cancelled = await make('DEMO-RMA-5', 'Cancelled by the customer', []);
  await cancelReturn(db, DEMO_MERCHANT_ID, cancelled.id, ACTOR);
  await createReturn(
    db,
    DEMO_MERCHANT_ID,
    { type: 'agent_return', merchant_reference: 'DEMO-RMA-6', name: 'Uncollected parcel (pickup point)' },
    ACTOR,
  );
}
