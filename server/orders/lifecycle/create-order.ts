import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeCancellable } from '@/db/cancellable';
import { prepared } from '@/db/prepared';
import { isStatementCancelled, limitStatements } from '@/db/statement-timeout';
import { together } from '@/db/together';
import { idempotencyKeys, orders, type Order, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { config } from '@/server/core/config';
import { faultPoint } from '@/server/core/fault-points';
import { withDeadline } from '@/server/core/deadline';
import { AppError } from '@/server/core/errors';
import { keyIs, parseIdempotencyKey, runIdempotent } from '@/server/core/idempotency';
import { log } from '@/server/core/logger';
import {
  newDraft,
  newDraftStatements,
  resolveOrderReferences,
  storeNewOrder,
  type OrderSource,
} from '@/server/orders/lifecycle/new-order';
import { orderLines } from '@/server/orders/reads/order-lines-json';
import type { OrderCreateInput, OrderDto } from '@/server/orders/schemas';
import { confirmLockedOrder } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

export const CREATE_ORDER_OPERATION = 'create_order';

interface Created {
  order: OrderDto;
  replayed: boolean;
}

/**
 * Creates an order: the one operation behind POST /v1/orders and the portal's order form (01 §4.1, §6; 04 A7,
 * B3-B5). The optional Idempotency-Key (400 INVALID_IDEMPOTENCY_KEY; 409 IDEMPOTENCY_KEY_REUSED; a replay
 * answers the order in its current state and skips the product checks; a concurrent request with the same key
 * waits for the first, then replays), and the deadline: past it the answer is 503 ORDER_CREATE_TIMEOUT and
 * nothing is stored unless it had committed (server/core/deadline.ts).
 *
 * A draft is stored by one statement (its key row, the order, its lines, the activity row, the event and
 * the count: db/together.ts), atomic without a transaction; the creation checks are reads before it. Only
 * `status: confirmed` opens a transaction, for the gates and the reservation with the draft (B3).
 */
export async function createOrder(args: {
  db: Db;
  merchantId: string;
  input: OrderCreateInput;
  actor: Actor;
  /** The client's Idempotency-Key header, if any (the portal sends none). */
  idempotencyKey?: string | null;
  /** The parsed JSON body, fingerprinted for the key (equal JSON = same request); defaults to `input`. */
  rawBody?: unknown;
  source?: OrderSource;
}): Promise<Created> {
  const key = parseIdempotencyKey(args.idempotencyKey ?? null, { required: false });
  const outcome = await withDeadline(
    {
      ms: config.orderCreateTimeoutMs,
      timeoutError: () => new AppError('ORDER_CREATE_TIMEOUT'),
      isTimeout: isStatementCancelled,
      onLateSuccess: () => log.warn('order creation committed after its deadline (answered 503)'),
    },
    (signal, endsAt) => createOrReplay({ ...args, rawBody: args.rawBody ?? args.input, key, signal, endsAt }),
  );
  if (faultPoint('orders.crash-after-commit')) throw new Error('simulated crash after commit (fault point)');
  return outcome;
}

async function createOrReplay(args: {
  db: Db;
  merchantId: string;
  input: OrderCreateInput;
  rawBody: unknown;
  key: string | null;
  actor: Actor;
  source?: OrderSource;
  signal: AbortSignal;
  endsAt: number;
}): Promise<Created> {
  const { db, merchantId, input, actor, signal } = args;
  // A draft is stored by one statement with its key row; a key row is only ever visible once its order
  // committed, so a found key is a replay (one statement: the key with its order and lines).
  const { result, replayed } = await runIdempotent<OrderDto, ReplayRow>({
    db,
    merchantId,
    operation: CREATE_ORDER_OPERATION,
    key: args.key,
    body: args.rawBody,
    findCommitted: async (reader, keyOf) => (await committedKeyWithOrder(reader).execute(keyOf))[0],
    replay: async (stored, _reader, found) => {
      // The key's resource is the merchant's own order; the check keeps it so whatever the row says.
      const own = found?.order?.merchantId === merchantId ? found.order : null;
      const current = own && toOrderDto(own, found!.items);
      return replayOrder(db, merchantId, stored.resourceId!, input, actor, current);
    },
    writeWithKeyRow: async (keyRowFor) => {
      const refs = await resolveOrderReferences(db, merchantId, input, actor);
      const created = newDraft(merchantId, input, refs, actor, { source: args.source });
      const keyRow = keyRowFor({ status: 201, body: null, resourceId: created.order.id });
      const keyRows = keyRow ? [keyRow] : [];
      const delayMs = faultPoint('orders.delay-ms');
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      signal.throwIfAborted();
      if (input.status === 'confirmed' && !faultPoint('orders.skip-confirm')) {
        const stored = await db.transaction(async (tx) => {
          await limitStatements(tx, args.endsAt);
          const confirmed = await storeNewOrder(tx, created, input, actor, keyRows);
          // Too late: roll back rather than commit an order whose caller has already been told 503.
          signal.throwIfAborted();
          return confirmed;
        });
        return toOrderDto(stored.order, stored.items);
      }
      // A draft needs no transaction: its one statement is atomic, and the deadline can cancel it.
      const statements = [...keyRows, ...newDraftStatements(db, created, actor)];
      await executeCancellable(db, together(statements), signal);
      return toOrderDto(created.order, created.items);
    },
  });
  return { order: result, replayed };
}

type ReplayRow = { order: Order | null; items: OrderItem[] };

/**
 * The committed key with its order and lines: the common replay in one statement. The order is joined by its
 * primary key alone: with the merchant in the join too, PostgreSQL's plans for a merchant it has few
 * statistics on walked the merchant's orders by orders_merchant_merchants_id_idx instead (thousands of rows
 * for one replay). The replay checks the merchant.
 */
const committedKeyWithOrder = prepared((db) =>
  db
    .select({ key: idempotencyKeys, order: orders, items: orderLines(orders.id) })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.resourceId))
    .where(keyIs(sql.placeholder('merchantId'), sql.placeholder('operation'), sql.placeholder('key')))
    .prepare('order_replay'),
);

/**
 * A replay (01 §6): the order in its current state, without the product checks. When the first request
 * asked for `confirmed` and was cut off before confirmation (the order is still a draft), confirm it now (B3).
 */
async function replayOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  input: OrderCreateInput,
  actor: Actor,
  order: OrderDto | null,
): Promise<OrderDto> {
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'draft' && input.status === 'confirmed') {
    // Cut off before confirmation: confirm now, under the order's lock, unless someone else just did.
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, merchantScope(merchantId), orderId);
      if (locked.order.status !== 'draft') return toOrderDto(locked.order, locked.items);
      return toOrderDto(await confirmLockedOrder(tx, locked.order, locked.items, actor), locked.items);
    });
  }
  return order;
}
