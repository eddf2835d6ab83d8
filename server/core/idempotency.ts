import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, eq, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { prepared } from '@/db/prepared';
import { idempotencyKeys } from '@/db/schema';
import { now } from './clock';
import { AppError } from './errors';

/**
 * Idempotency keys (04 A7), shared by order creation and the product split.
 *
 * `runIdempotent` is the one way to run an operation under a key. The key row is written together with the
 * operation, under a unique (merchant, operation, key): inside its transaction (the split, a shipment), or by
 * the operation itself as part of its one statement (order creation: `writeWithKeyRow`).
 * A concurrent request with the same key therefore either blocks on that insert until the first
 * transaction ends (`whenInProgress: 'wait'`: then it replays, or runs if the first rolled back), or is
 * refused at once (`'reject'`, via a non-blocking advisory lock). A failed operation rolls its key back,
 * so the key is not consumed. A crash after commit leaves the key and the result together: the retry replays.
 */
export const KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;
export const RETENTION_DAYS = 30;

/** Validates a header value; null/absent means "no key". Empty values: see `emptyIsAbsent`. */
export function parseIdempotencyKey(raw: string | null, opts: { required: boolean }): string | null {
  if (raw === null || raw === '') {
    if (opts.required)
      throw new AppError('INVALID_IDEMPOTENCY_KEY', 'The Idempotency-Key header is required.');
    return null;
  }
  if (!KEY_PATTERN.test(raw)) throw new AppError('INVALID_IDEMPOTENCY_KEY');
  return raw;
}

/** Equal JSON after parsing gives equal fingerprints: key order and whitespace never matter (RFC 8785). */
export function fingerprint(body: unknown): string {
  return createHash('sha256')
    .update(canonicalize(body ?? null) ?? 'null')
    .digest('hex');
}

export interface StoredResult {
  status: number;
  body: unknown;
  resourceId: string | null;
}

export interface IdempotentOutcome<R> {
  result: R;
  replayed: boolean;
}

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** A key of one merchant's operation. */
export type KeyOf = {
  merchantId: string;
  operation: string;
  key: string;
};

/** A committed key as read before anything runs, with whatever else its replay needs read in the same statement. */
export type CommittedKey<F> = F & { key: IdempotencyKeyRow };

interface IdempotentCall<R, F> {
  db: Db;
  merchantId: string;
  operation: string;
  key: string | null;
  body: unknown;
  /**
   * Reads a committed key before the operation runs (the common replay, without a transaction); by default the
   * key row alone. Order creation reads its order and lines with it, in one statement.
   */
  findCommitted?: (db: Db, keyOf: KeyOf) => Promise<CommittedKey<F> | undefined>;
  /**
   * Builds the answer of a replay from what was stored (orders re-read the current state). Called with the
   * database itself when the key was found committed before any transaction began (the common replay), with
   * what `findCommitted` read; or with the transaction that found it, without. A replay that must write opens
   * its own transaction on what it gets.
   */
  replay: (stored: StoredResult, db: DbOrTx, found?: CommittedKey<F>) => Promise<R>;
}

/**
 * The operation runs in runIdempotent's transaction, which first inserts the key row (a concurrent request
 * with the same key waits on it, or is refused at once), and stores its result with the key (the split, a
 * shipment).
 */
export interface IdempotentInTransaction<R extends StoredResult, F> extends IdempotentCall<R, F> {
  whenInProgress: 'wait' | 'reject';
  /** Thrown in 'reject' mode when the same key is being processed (e.g. SPLIT_IN_PROGRESS). */
  inProgressError?: () => AppError;
  /** Extra statements at the start of the transaction (e.g. SET LOCAL statement_timeout). */
  prepare?: (tx: Tx) => Promise<void>;
  execute: (tx: Tx) => Promise<R>;
}

/**
 * The operation knows its result before it stores anything (order creation: 201 and the id it chooses) and
 * writes its key row itself, with that result, together with its own writes (one more CTE of its one
 * statement, or a statement of its own transaction): `keyRow(result)` gives that insert, null without a key.
 * A concurrent request with the same key waits on that row and, once the first committed, fails with a
 * unique violation (`isKeyConflict`): runIdempotent then replays the committed key.
 */
export interface IdempotentWritingKeyRow<R, F> extends IdempotentCall<R, F> {
  writeWithKeyRow: (keyRow: (result: StoredResult) => KeyRowInsert | null) => Promise<R>;
}

/** Runs an operation under an Idempotency-Key (04 A7), in one of the two ways above; without a key, just runs it. */
export async function runIdempotent<R extends StoredResult, F = object>(
  opts: IdempotentInTransaction<R, F>,
): Promise<IdempotentOutcome<R>>;
export async function runIdempotent<R, F = object>(
  opts: IdempotentWritingKeyRow<R, F>,
): Promise<IdempotentOutcome<R>>;
export async function runIdempotent<R, F>(
  opts: IdempotentInTransaction<R & StoredResult, F> | IdempotentWritingKeyRow<R, F>,
): Promise<IdempotentOutcome<R>> {
  const { db, merchantId, operation, key } = opts;
  const writesKeyRow = 'writeWithKeyRow' in opts;
  if (key === null) {
    if (writesKeyRow) return { result: await opts.writeWithKeyRow(() => null), replayed: false };
    return db.transaction(async (tx) => {
      await opts.prepare?.(tx);
      return { result: await opts.execute(tx), replayed: false };
    });
  }
  const keyOf: KeyOf = { merchantId, operation, key };
  const print = fingerprint(opts.body);
  const find =
    opts.findCommitted ??
    (async (d: Db, k: KeyOf) => {
      const [row] = await committedKey(d).execute(k);
      return row ? ({ key: row } as CommittedKey<F>) : undefined;
    });
  const replayFound = async (found: CommittedKey<F>): Promise<IdempotentOutcome<R>> => ({
    result: await opts.replay(storedResult(found.key, print), db, found),
    replayed: true,
  });
  // Fast path: a key row is only ever visible once its operation committed, with its result, so a replay
  // needs no transaction, no lock and no insert. Unknown keys (and keys in flight) take the full path below.
  const done = await find(db, keyOf);
  if (done) return replayFound(done);
  if (writesKeyRow) {
    try {
      const result = await opts.writeWithKeyRow((stored) =>
        keyRowInsert(db, { ...keyOf, fingerprint: print, result: stored }),
      );
      return { result, replayed: false };
    } catch (err) {
      // The key was committed meanwhile by a request with the same key, which this one waited for.
      if (!isKeyConflict(err)) throw err;
      const committed = await find(db, keyOf);
      if (!committed) throw err;
      return replayFound(committed);
    }
  }
  return db.transaction(async (tx) => {
    await opts.prepare?.(tx);
    if (opts.whenInProgress === 'reject') {
      const lockKey = `idem:${merchantId}:${operation}:${key}`;
      const got = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as ok`,
      );
      if (!(got.rows[0] as { ok: boolean }).ok)
        throw (opts.inProgressError ?? (() => new AppError('SPLIT_IN_PROGRESS')))();
    }
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ merchantId, operation, key, fingerprint: print })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(keyIs(merchantId, operation, key));
      if (!row) throw new AppError('INTERNAL_ERROR', 'Idempotency key vanished during replay.');
      return { result: await opts.replay(storedResult(row, print), tx), replayed: true };
    }
    const result = await opts.execute(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: result.status, responseBody: result.body as any, resourceId: result.resourceId })
      .where(keyIs(merchantId, operation, key));
    return { result, replayed: false };
  });
}

const committedKey = prepared((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(keyIs(sql.placeholder('merchantId'), sql.placeholder('operation'), sql.placeholder('key')))
    .prepare('idempotency_key'),
);

export function keyIs(
  merchantId: string | Placeholder,
  operation: string | Placeholder,
  key: string | Placeholder,
) {
  return and(
    eq(idempotencyKeys.merchantId, merchantId),
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
  );
}

/** What a committed key stored, for a request with fingerprint `print`: 409 IDEMPOTENCY_KEY_REUSED for another body. */
export function storedResult(row: IdempotencyKeyRow, print: string): StoredResult {
  if (row.fingerprint !== print) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.responseStatus ?? 200, body: row.responseBody, resourceId: row.resourceId };
}

/**
 * The key row of an operation that writes it itself (IdempotentWritingKeyRow), with the result it knows
 * beforehand. A key that is already there, or is being written by a transaction still running (the statement
 * waits for it to end), fails the statement with a unique violation (`isKeyConflict`), so nothing of the
 * operation is stored twice.
 */
export type KeyRowInsert = ReturnType<typeof keyRowInsert>;

export function keyRowInsert(
  db: DbOrTx,
  k: { merchantId: string; operation: string; key: string; fingerprint: string; result: StoredResult },
) {
  return db.insert(idempotencyKeys).values({
    merchantId: k.merchantId,
    operation: k.operation,
    key: k.key,
    fingerprint: k.fingerprint,
    responseStatus: k.result.status,
    responseBody: k.result.body as any,
    resourceId: k.result.resourceId,
  });
}

export function isKeyConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as any
  ) {
    if (e.code === '23505') return e.constraint === 'idempotency_keys_merchant_id_operation_key_pk';
  }
  return false;
}

/** Retention (04 A7): removes keys older than RETENTION_DAYS. */
export async function purgeIdempotencyKeys(db: Db, at: Date = now()): Promise<number> {
  const cutoff = new Date(at.getTime() - RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
