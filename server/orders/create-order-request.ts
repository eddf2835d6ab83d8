import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared';
import { idempotencyKeys, orders } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { config } from '@/server/core/config';
import { AppError, isAppError } from '@/server/core/errors';
import { keyIs, parseIdempotencyKey, runIdempotent } from '@/server/core/idempotency';
import { newId } from '@/server/core/ids';
import { log } from '@/server/core/logger';
import { createOrder, type OrderSource } from './create-order';
import { findOrder } from './get-order';
import { orderLines } from './order-lines-json';
import type { OrderCreateInput, OrderDto } from './schemas';
import { confirmLockedOrder, lockOrder } from './set-order-status';
import { toOrderDto } from './to-order-dto';

/**
 * Test hooks (never set outside tests): simulate a process that dies after the commit and before the
 * response (`crashAfterCommit`), one cut off before the confirmation of a `status: confirmed` create
 * (`skipConfirm`), and a slow creation (`delayMs`, for the deadline of 04 B5).
 */
export const orderCreateTestHooks: { crashAfterCommit: boolean; skipConfirm: boolean; delayMs: number } = ((
  globalThis as any
).__fpOrderCreateHooks ??= { crashAfterCommit: false, skipConfirm: false, delayMs: 0 });

export const CREATE_ORDER_OPERATION = 'create_order';

interface Outcome {
  status: number;
  body: null;
  resourceId: string;
  order: OrderDto;
}

/**
 * POST /v1/orders as a whole (01 §4.1, §6; 04 A7, B3, B5): the optional Idempotency-Key (400
 * INVALID_IDEMPOTENCY_KEY; 409 IDEMPOTENCY_KEY_REUSED; a replay answers the order in its current state and
 * skips the product checks; a concurrent request with the same key waits for the first), and the deadline:
 * past it the answer is 503 ORDER_CREATE_TIMEOUT and the transaction rolls back unless it had committed.
 */
export async function createOrderRequest(args: {
  db: Db;
  merchantId: string;
  input: OrderCreateInput;
  /** The parsed JSON body, fingerprinted for the key (equal JSON = same request). */
  rawBody: unknown;
  idempotencyKey: string | null;
  actor: Actor;
  source?: OrderSource;
}): Promise<{ order: OrderDto; replayed: boolean }> {
  const { db, merchantId, input, actor } = args;
  const key = parseIdempotencyKey(args.idempotencyKey, { required: false });
  const deadlineMs = config.orderCreateTimeoutMs;
  const started = Date.now();
  let timedOut = false;
  const pastDeadline = () => timedOut || Date.now() - started >= deadlineMs;

  // The id is chosen now so that the key row is written with its result at once (no update before commit).
  const orderId = newId();
  const work = runIdempotent<Outcome, OrderDto | null>({
    db,
    merchantId,
    operation: CREATE_ORDER_OPERATION,
    key,
    body: args.rawBody,
    whenInProgress: 'wait',
    knownResult: { status: 201, body: null, resourceId: orderId },
    prepare: async (tx) => {
      if (pastDeadline()) throw new AppError('ORDER_CREATE_TIMEOUT');
      await tx.execute(
        sql.raw(
          `set local statement_timeout = ${Math.max(1, Math.ceil(deadlineMs - (Date.now() - started)) + 50)}`,
        ),
      );
    },
    execute: async (tx) => {
      const hooks = orderCreateTestHooks;
      const created = await createOrder(tx, merchantId, input, actor, {
        skipConfirm: hooks.skipConfirm,
        source: args.source,
        orderId,
      });
      if (hooks.delayMs) await new Promise((r) => setTimeout(r, hooks.delayMs));
      // Too late: roll back rather than commit an order whose caller has already been told 503.
      if (pastDeadline()) throw new AppError('ORDER_CREATE_TIMEOUT');
      return {
        status: 201,
        body: null,
        resourceId: created.order.id,
        order: toOrderDto(created.order, created.items),
      };
    },
    readCommitted: async (db, k) => {
      const [row] = await committedKeyWithOrder(db).execute(k);
      return row && { row: row.key, prefetched: row.order && toOrderDto(row.order, row.items) };
    },
    replay: async (stored, tx, prefetched) => ({
      status: 201,
      body: null,
      resourceId: stored.resourceId!,
      order: await replayOrder(tx, merchantId, stored.resourceId!, input, actor, prefetched),
    }),
  });

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new AppError('ORDER_CREATE_TIMEOUT'));
    }, deadlineMs);
  });
  try {
    const outcome = await Promise.race([work, deadline]);
    if (orderCreateTestHooks.crashAfterCommit) throw new Error('simulated crash after commit (test hook)');
    return { order: outcome.result.order, replayed: outcome.replayed };
  } catch (err) {
    if (timedOut || isStatementTimeout(err)) {
      work.catch((late) =>
        log.warn('order creation ended after its deadline', { error: (late as Error).message }),
      );
      throw new AppError('ORDER_CREATE_TIMEOUT');
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** The committed key with its order and lines: the common replay in one statement. */
const committedKeyWithOrder = prepared((db) =>
  db
    .select({ key: idempotencyKeys, order: orders, items: orderLines(orders.id) })
    .from(idempotencyKeys)
    .leftJoin(
      orders,
      and(eq(orders.id, idempotencyKeys.resourceId), eq(orders.merchantId, idempotencyKeys.merchantId)),
    )
    .where(keyIs(sql.placeholder('merchantId'), sql.placeholder('operation'), sql.placeholder('key')))
    .prepare('order_replay'),
);

/**
 * A replay (01 §6): the order in its current state, without the product checks. When the first request
 * asked for `confirmed` and was cut off before confirmation (the order is still a draft), confirm it now (B3).
 * `prefetched`: the order as read with the key (null: not found); absent, it is read here.
 */
async function replayOrder(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
  input: OrderCreateInput,
  actor: Actor,
  prefetched?: OrderDto | null,
): Promise<OrderDto> {
  const order = prefetched !== undefined ? prefetched : await findOrder(db, merchantId, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'draft' && input.status === 'confirmed') {
    // Cut off before confirmation: confirm now, under the order's lock, unless someone else just did.
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, merchantId, orderId);
      if (locked.order.status !== 'draft') return toOrderDto(locked.order, locked.items);
      return toOrderDto(await confirmLockedOrder(tx, locked.order, locked.items, actor), locked.items);
    });
  }
  return order;
}

function isStatementTimeout(err: unknown): boolean {
  if (isAppError(err)) return err.code === 'ORDER_CREATE_TIMEOUT';
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '57014' || e?.cause?.code === '57014';
}
