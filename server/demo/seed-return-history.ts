import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { activityLog, orderItems, orderReturnItems, orderReturns, orders } from '@/db/schema';
import { SYSTEM_ACTOR, type Actor } from '@/server/core/actor';
import { DEMO_MERCHANT_ID } from './demo-data';
import { demoPhoto } from './demo-photo';
import { demoRandom } from './demo-random';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { uploadAttachment } from '@/server/returns/files/attachments';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { decideReturn } from '@/server/returns/lifecycle/decide-return';
import { recordInspection } from '@/server/returns/lines/inspect-return-line';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import type { InspectionCondition, ReturnReasonCode } from '@/server/returns/return-states';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

/**
 * Demo return history: 40 returns of the demo merchant's shipped orders over the last 90 days, through the domain
 * functions (reasons, arrival, inspections with conditions, discrepancies and photos of damaged goods, decisions,
 * release and completion, so stock, counts and history follow), then dated back to when they happened.
 * Idempotent: skipped when DEMO-H-RMA-001 exists.
 */
const COUNT = 40;
const DAY = 86_400_000;
const CUSTOMER: Actor = { ...SYSTEM_ACTOR, label: 'demo seed (return history)' };
const WAREHOUSE: Actor = { ...SYSTEM_ACTOR, label: 'demo seed (warehouse)' };

const REASONS: [ReturnReasonCode, number][] = [
  ['size_too_large', 0.12],
  ['size_too_small', 0.1],
  ['damaged_in_transit', 0.16],
  ['defective', 0.12],
  ['not_as_described', 0.1],
  ['wrong_item_sent', 0.08],
  ['no_longer_needed', 0.16],
  ['arrived_too_late', 0.06],
  ['unwanted_gift', 0.06],
  ['other', 0.04],
];

/** The condition found, by the reason given: goods said to be damaged mostly are. */
function conditionFor(reason: ReturnReasonCode, x: number): InspectionCondition {
  if (reason === 'damaged_in_transit') return x < 0.7 ? 'damaged' : 'opened_sellable';
  if (reason === 'defective') return x < 0.6 ? 'defective' : 'sellable';
  if (reason === 'wrong_item_sent') return x < 0.5 ? 'wrong_item' : 'sellable';
  if (x < 0.06) return 'missing';
  return x < 0.6 ? 'sellable' : x < 0.9 ? 'opened_sellable' : 'damaged';
}

export async function seedReturnHistory(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.merchantId, DEMO_MERCHANT_ID),
        eq(orderReturns.merchantReference, 'DEMO-H-RMA-001'),
      ),
    )
    .limit(1);
  if (done) return;
  const shipped = await db
    .select({ id: orders.id, createdAt: orders.createdAt, merchantsId: orders.merchantsId })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, DEMO_MERCHANT_ID),
        like(orders.merchantsId, 'DEMO-H-%'),
        inArray(orders.status, ['processed', 'returned', 'returning']),
      ),
    )
    .orderBy(asc(orders.createdAt));
  if (shipped.length < COUNT) return; // the order history step has not run
  const lines = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        shipped.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);

  const rnd = demoRandom(20261126);
  const pickReason = () => {
    let x = rnd();
    for (const [r, p] of REASONS) if ((x -= p) < 0) return r;
    return 'no_longer_needed' as const;
  };
  const nowMs = Date.now();
  let photos = 0;
  for (let i = 0; i < COUNT; i++) {
    const order = shipped[Math.floor((i / COUNT) * shipped.length)]!;
    const orderLines = (linesOf.get(order.id) ?? []).slice(0, 1 + Math.floor(rnd() * 2));
    if (!orderLines.length) continue;
    const created = new Date(Math.min(order.createdAt.getTime() + (2 + rnd() * 8) * DAY, nowMs - DAY));
    const ageDays = (nowMs - created.getTime()) / DAY;
    const r = await createReturn(
      db,
      DEMO_MERCHANT_ID,
      {
        type: 'customer_return',
        merchant_reference: `DEMO-H-RMA-${String(i + 1).padStart(3, '0')}`,
        name: `Order ${order.merchantsId}`,
        original_order: { id: order.id },
        items: orderLines.map((l) => {
          const code = pickReason();
          return {
            product: { id: l.productId },
            quantity: Number(l.quantity),
            return_reason: { code, note: code === 'other' ? 'Bought the wrong flavour by mistake' : null },
          };
        }),
      },
      CUSTOMER,
    );
    // the newest are still on their way; the rest arrived a few days after registration
    if (ageDays < 4 && rnd() < 0.8) {
      await backdate(db, r.id, created);
      continue;
    }
    await arriveReturn(
      db,
      WAREHOUSE_SCOPE,
      r.id,
      { warehouse_location: { id: `RET-0${1 + (i % 4)}` } },
      WAREHOUSE,
    );
    for (const item of r.items) {
      const reason = item.return_reason!.code;
      const condition = conditionFor(reason, rnd());
      const expected = item.expected_quantity ?? item.quantity;
      // now and then fewer arrive than were registered
      const received = condition === 'missing' ? 0 : expected > 1 && rnd() < 0.25 ? expected - 1 : expected;
      await recordInspection(
        db,
        WAREHOUSE_SCOPE,
        r.id,
        item.id!,
        {
          received_quantity: received,
          condition,
          note: condition === 'damaged' ? 'Outer box crushed, product packaging torn' : null,
        },
        WAREHOUSE,
      );
      if ((condition === 'damaged' || condition === 'defective') && photos < 10) {
        photos++;
        await uploadAttachment(
          db,
          WAREHOUSE_SCOPE,
          r.id,
          {
            fileName: `line-${item.id!.slice(-6)}-${condition}.png`,
            mime: 'image/png',
            bytes: demoPhoto(photos),
            purpose: 'damage_evidence',
            remarks: condition === 'damaged' ? 'As received at the dock' : 'Does not switch on',
            itemId: item.id!,
          },
          WAREHOUSE,
        );
      }
    }
    if (ageDays > 12) {
      const destroy = r.items.length === 1 && rnd() < 0.2;
      await decideReturn(db, DEMO_MERCHANT_ID, r.id, { code: destroy ? 'destroy' : 'to_shelf' }, CUSTOMER);
      if (ageDays > 18) {
        await releaseReturn(db, WAREHOUSE_SCOPE, r.id, WAREHOUSE);
        await completeReturn(db, WAREHOUSE_SCOPE, r.id, WAREHOUSE);
      }
    }
    await backdate(db, r.id, created);
  }
}

/** Moves a return's dates to when it happened: registered at `created`, the rest a few days later. */
async function backdate(db: Db, returnId: string, created: Date) {
  const later = new Date(Math.min(created.getTime() + 3 * DAY, Date.now()));
  await db
    .update(orderReturns)
    .set({
      createdAt: created,
      updatedAt: later,
      arrivedAt: sql`case when ${orderReturns.arrivedAt} is null then null else ${later.toISOString()}::timestamptz end`,
    })
    .where(eq(orderReturns.id, returnId));
  await db
    .update(orderReturnItems)
    .set({
      createdAt: created,
      inspectedAt: sql`case when ${orderReturnItems.inspectedAt} is null then null else ${later.toISOString()}::timestamptz end`,
    })
    .where(eq(orderReturnItems.orderReturnId, returnId));
  // its history too: registered at `created`, everything after it a few days later
  await db
    .update(activityLog)
    .set({
      createdAt: sql`case when ${activityLog.action} = 'created' then ${created.toISOString()}::timestamptz else ${later.toISOString()}::timestamptz end`,
    })
    .where(and(eq(activityLog.entityType, 'order_return'), eq(activityLog.entityId, returnId)));
}
