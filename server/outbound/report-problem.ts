import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders, type Order, type OrderItem } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError, validationError } from '@/server/core/errors';
import { parseOrThrow } from '@/server/core/http/validation';
import type { ResourceScope } from '@/server/core/resource-scope';
import { unitsNeeded } from '@/server/orders/lifecycle/reserve-stock';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { applyStockDelta, transitionDelta, type UnitState } from '@/server/stock/figures';
import { ledgerState, stateChangeReason } from '@/server/stock-ledger/ledger/ledger-states';
import { recordStockMovements } from '@/server/stock-ledger/ledger/record-movements';
import { toQueueOrderDto, type QueueOrderDto } from './queue-order';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { ReportProblemBody, type ReportProblemInput } from './schemas';
import { shippedPerLine } from './ship-order';

export interface ProblemResult {
  order: QueueOrderDto;
  replacement: { stock_unit_id: string; location: string } | null;
}

/**
 * POST /ops/v1/orders/{id}/_report-problem (docs/decisions/outbound.md). Only while processing (409
 * ORDER_PROBLEM_NOT_REPORTABLE). A missing unit is written off, a damaged one blocked, each leaving the order;
 * when a free unit of the line can replace it, that unit is taken for the order and picking goes on
 * (processing). Otherwise, and for address_invalid / other, the order moves to `problem`: its units go back
 * to `reserved` (still held) and the report is kept on the order until the problem is solved.
 */
export async function reportProblem(
  db: Db,
  scope: ResourceScope,
  orderId: string,
  given: ReportProblemInput,
  actor: Actor,
): Promise<ProblemResult> {
  // Whichever door it came through (API body, portal form), the report meets the one schema's rules.
  const input = parseOrThrow(ReportProblemBody.shape.problem, given, ['problem']);
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, scope, orderId);
    assertTransition('report_problem', order.status);
    const report = {
      code: input.code,
      item_id: input.item_id ?? null,
      note: input.note ?? null,
      reported_at: now().toISOString(),
    };
    let replacement: ProblemResult['replacement'] = null;
    if (input.code === 'unit_missing' || input.code === 'unit_damaged') {
      const line = items.find((i) => i.id === input.item_id);
      if (!line || line.fulfillmentBy !== 'provider')
        throw validationError([
          { path: 'problem.item_id', message: 'Not a line of this order that the warehouse picks.' },
        ]);
      await failUnit(tx, order, line, input.code === 'unit_missing' ? 'written_off' : 'blocked', actor);
      replacement = await takeFreeUnit(tx, order, line);
    }
    await recordActivity(tx, {
      merchantId: order.merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'problem_reported',
      actor,
      details: { ...report, replacement },
    });
    if (replacement) return { order: toQueueOrderDto(order, items), replacement };
    await tx.execute(sql`
      update stock_units set state = 'reserved', updated_at = now()
       where order_id = ${order.id} and state = 'picking'`);
    await tx.update(orders).set({ problem: report }).where(eq(orders.id, order.id));
    const updated = await setOrderStatus(
      tx,
      { ...order, problem: report },
      'report_problem',
      'problem',
      actor,
      {
        problem: input.code,
      },
    );
    return { order: toQueueOrderDto({ ...updated, problem: report }, items), replacement: null };
  });
}

/** The failed unit of the line (one in hand first) leaves the order: written off (missing) or blocked (damaged). */
async function failUnit(
  tx: DbOrTx,
  order: Order,
  line: OrderItem,
  to: 'written_off' | 'blocked',
  actor: Actor,
) {
  const res = await tx.execute(sql`
    select id, state, location, batch_number, best_before::text as best_before from stock_units
     where order_id = ${order.id} and order_item_id = ${line.id} and state in ('picking', 'reserved')
     order by (state = 'picking') desc, id limit 1 for update`);
  const unit = res.rows[0] as
    | {
        id: string;
        state: UnitState;
        location: string;
        batch_number: string | null;
        best_before: string | null;
      }
    | undefined;
  if (!unit)
    throw validationError([{ path: 'problem.item_id', message: 'The order holds no unit of this line.' }]);
  await tx.execute(sql`
    update stock_units set state = ${to}, order_id = null, order_item_id = null, updated_at = now()
     where id = ${unit.id}`);
  await applyStockDelta(tx, {
    productId: line.productId,
    delta: transitionDelta(unit.state, to),
    reason: 'order_problem',
    details: { order_id: order.id, stock_unit_id: unit.id, state: to },
  });
  await recordStockMovements(
    tx,
    {
      merchantId: order.merchantId,
      reason: stateChangeReason(ledgerState(unit.state), to),
      reference: { type: 'order', id: order.id },
      actor,
    },
    [
      {
        productId: line.productId,
        quantity: 1,
        from: { state: ledgerState(unit.state), location: unit.location },
        to: { state: to, location: unit.location },
        batchNumber: unit.batch_number,
        bestBefore: unit.best_before,
      },
    ],
  );
  await recordActivity(tx, {
    merchantId: order.merchantId,
    entityType: 'product',
    entityId: line.productId,
    action: to === 'written_off' ? 'unit_missing' : 'unit_damaged',
    actor,
    details: { order_id: order.id, stock_unit_id: unit.id, location: unit.location },
  });
}

/** One free unit for the line (its best-before and batch rules, as the reservation), taken into picking. */
async function takeFreeUnit(
  tx: DbOrTx,
  order: Order,
  line: OrderItem,
  state: 'picking' | 'reserved' = 'picking',
) {
  const res = await tx.execute(sql`
    select id, location from stock_units
     where product_id = ${line.productId} and state = 'on_shelf'
       ${line.bestBeforeDate ? sql`and best_before = ${line.bestBeforeDate}` : sql``}
       ${
         line.batchNumbers?.length
           ? sql`and batch_number in (${sql.join(
               line.batchNumbers.map((b) => sql`${b}`),
               sql`, `,
             )})`
           : sql``
       }
     order by best_before asc nulls last, id asc
     limit 1 for update skip locked`);
  const unit = res.rows[0] as { id: string; location: string } | undefined;
  if (!unit) return null;
  await tx.execute(sql`
    update stock_units set state = ${state}, order_id = ${order.id}, order_item_id = ${line.id}, updated_at = now()
     where id = ${unit.id}`);
  await applyStockDelta(tx, {
    productId: line.productId,
    delta: transitionDelta('on_shelf', state),
    reason: 'order_reserved',
    details: { order_id: order.id },
  });
  return { stock_unit_id: unit.id, location: unit.location };
}

/**
 * POST /ops/v1/orders/{id}/_resolve-problem: problem -> confirmed once every line the warehouse still has to
 * ship holds its units again (free units are reserved for what is short). When stock is still short: 409
 * ORDER_PROBLEM_NOT_RESOLVABLE with the shortages, and the transaction rolls back (nothing is reserved).
 */
export async function resolveProblem(
  db: Db,
  scope: ResourceScope,
  orderId: string,
  actor: Actor,
): Promise<QueueOrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, scope, orderId);
    assertTransition('resolve_problem', order.status, 'confirmed');
    const shipped = await shippedPerLine(tx, order.id);
    const heldRes = await tx.execute(sql`
      select order_item_id, count(*)::int as n from stock_units
       where order_id = ${order.id} and state in ('reserved', 'picking') group by order_item_id`);
    const held = new Map(
      (heldRes.rows as { order_item_id: string; n: number }[]).map((r) => [r.order_item_id, Number(r.n)]),
    );
    const short: { item_id: string; missing: number }[] = [];
    for (const line of items.filter((i) => i.fulfillmentBy === 'provider')) {
      let missing = unitsNeeded(line.quantity) - (shipped.get(line.id) ?? 0) - (held.get(line.id) ?? 0);
      while (missing > 0 && (await takeFreeUnit(tx, order, line, 'reserved'))) missing--;
      if (missing > 0) short.push({ item_id: line.id, missing });
    }
    if (short.length) {
      throw new AppError('ORDER_PROBLEM_NOT_RESOLVABLE', 'Some lines are still short of free units.', {
        details: { short },
      });
    }
    await recordActivity(tx, {
      merchantId: order.merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'problem_resolved',
      actor,
      details: { problem: order.problem },
    });
    const updated = await setOrderStatus(tx, order, 'resolve_problem', 'confirmed', actor);
    return toQueueOrderDto(updated, items);
  });
}
