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
 * The key row is written together with the operation, under a unique (merchant, operation, key): inside its
 * transaction (`runIdempotent`, the split), or as part of its one statement (`keyRowInsert`, order creation).
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

export async function runIdempotent<R extends StoredResult>(opts: {
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
   */
  replay: (stored: StoredResult, db: DbOrTx) => Promise<R>;
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
  const [done] = await committedKey(db).execute({ merchantId, operation, key });
  if (done) return { result: await replayStored(done, print, opts.replay, db), replayed: true };
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
      return { result: await replayStored(row, print, opts.replay, tx), replayed: true };
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

async function replayStored<R>(
  row: IdempotencyKeyRow,
  print: string,
  replay: (stored: StoredResult, db: DbOrTx) => Promise<R>,
  db: DbOrTx,
): Promise<R> {
  return replay(storedResult(row, print), db);
}

/** What a committed key stored, for a request with fingerprint `print`: 409 IDEMPOTENCY_KEY_REUSED for another body. */
export function storedResult(row: IdempotencyKeyRow, print: string): StoredResult {
  if (row.fingerprint !== print) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.responseStatus ?? 200, body: row.responseBody, resourceId: row.resourceId };
}

/**
 * An operation that stores its result in one statement (order creation: db/together.ts) writes its key row
 * as part of it, with the result it knows beforehand. A key that is already there, or is being written by a
 * transaction still running (the statement waits for it to end), fails the statement with a unique violation
 * (`isKeyConflict`), so nothing of the operation is stored twice: read the committed key then and replay it.
 */
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
