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
 * The key row is inserted inside the same transaction as the operation, under a unique (merchant, operation,
 * key). A concurrent request with the same key therefore either blocks on that insert until the first
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

export async function runIdempotent<R extends StoredResult, P = undefined>(opts: {
  db: Db;
  merchantId: string;
  operation: string;
  key: string | null;
  body: unknown;
  whenInProgress: 'wait' | 'reject';
  /** Thrown in 'reject' mode when the same key is being processed (e.g. SPLIT_IN_PROGRESS). */
  inProgressError?: () => AppError;
  /** Extra statements at the start of the transaction (e.g. SET LOCAL statement_timeout). */
  prepare?: (tx: Tx) => Promise<void>;
  execute: (tx: Tx) => Promise<R>;
  /**
   * Builds the answer of a replay from what was stored (orders re-read the current state). Called with the
   * database itself when the key was found committed before any transaction began (the common replay), or
   * with the transaction that found it; a replay that must write opens its own transaction on what it gets.
   * `prefetched`: what `readCommitted` read with the key (fast path only).
   */
  replay: (stored: StoredResult, db: DbOrTx, prefetched?: P) => Promise<R>;
  /**
   * Reads the committed key together with what its replay needs, in one statement (orders: the order and its
   * lines), on the fast path instead of the key alone. Match the key with `keyIs`.
   */
  readCommitted?: (
    db: Db,
    key: { merchantId: string; operation: string; key: string },
  ) => Promise<{ row: IdempotencyKeyRow; prefetched: P } | undefined>;
  /**
   * The result to store, when it is known before the operation runs (an order creation: 201 and the id it
   * will give the order). The key row is then written with it at once and needs no update at the end; the
   * operation must come back with that result.
   */
  knownResult?: StoredResult;
}): Promise<IdempotentOutcome<R>> {
  const { db, merchantId, operation, key } = opts;
  if (key === null) {
    return db.transaction(async (tx) => {
      await opts.prepare?.(tx);
      return { result: await opts.execute(tx), replayed: false };
    });
  }
  const print = fingerprint(opts.body);
  // Fast path: a key row is only ever visible once its operation committed, with its result, so a replay
  // needs no transaction, no lock and no insert. Unknown keys (and keys in flight) take the full path below.
  const done = opts.readCommitted
    ? await opts.readCommitted(db, { merchantId, operation, key })
    : await committedKey(db)
        .execute({ merchantId, operation, key })
        .then(([row]) => row && { row, prefetched: undefined });
  if (done) {
    const replay = (stored: StoredResult, on: DbOrTx) => opts.replay(stored, on, done.prefetched);
    return { result: await replayStored(done.row, print, replay, db), replayed: true };
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
    const known = opts.knownResult;
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({
        merchantId,
        operation,
        key,
        fingerprint: print,
        ...(known
          ? { responseStatus: known.status, responseBody: known.body as any, resourceId: known.resourceId }
          : {}),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(keyIs(merchantId, operation, key));
      if (!row) throw new AppError('INTERNAL_ERROR', 'Idempotency key vanished during replay.');
      return { result: await replayStored(row, print, opts.replay, tx), replayed: true };
    }
    const result = await opts.execute(tx);
    if (known) {
      if (result.status !== known.status || result.resourceId !== known.resourceId) {
        throw new AppError(
          'INTERNAL_ERROR',
          'The operation did not give the result stored with its idempotency key.',
        );
      }
      return { result, replayed: false };
    }
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

async function replayStored<R>(
  row: IdempotencyKeyRow,
  print: string,
  replay: (stored: StoredResult, db: DbOrTx) => Promise<R>,
  db: DbOrTx,
): Promise<R> {
  if (row.fingerprint !== print) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return replay(
    { status: row.responseStatus ?? 200, body: row.responseBody, resourceId: row.resourceId },
    db,
  );
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
