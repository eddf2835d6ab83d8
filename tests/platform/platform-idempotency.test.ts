import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { runTogether } from '@/db/together';
import {
  fingerprint,
  isKeyConflict,
  keyRowInsert,
  parseIdempotencyKey,
  purgeIdempotencyKeys,
  runIdempotent,
  storedResult,
} from '@/server/core/idempotency';
import { newId } from '@/server/core/ids';
import { uniq } from '../support/fixtures';

describe('idempotency keys (04 A7)', () => {
  it('accepts 1-64 visible ASCII characters and refuses anything else', () => {
    expect(parseIdempotencyKey('a', { required: false })).toBe('a');
    expect(parseIdempotencyKey('!~'.repeat(32), { required: false })).toHaveLength(64);
    for (const bad of ['a b', 'x'.repeat(65), 'tab\t', 'ümlaut', '\u007f']) {
      expect(() => parseIdempotencyKey(bad, { required: false })).toThrow(AppError);
    }
    expect(parseIdempotencyKey('', { required: false })).toBeNull();
    expect(parseIdempotencyKey(null, { required: false })).toBeNull();
    expect(() => parseIdempotencyKey('', { required: true })).toThrow(/required/);
  });

  it('fingerprints equal JSON equally, whatever the key order or whitespace', () => {
    expect(fingerprint(JSON.parse('{"a":1,"b":{"c":[1,2],"d":null}}'))).toBe(
      fingerprint(JSON.parse(' { "b" : { "d":null, "c":[1, 2] }, "a":1 } ')),
    );
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
  });

  async function once(
    merchantId: string,
    key: string,
    body: unknown,
    mode: 'wait' | 'reject',
    counter: { n: number },
    delayMs = 0,
  ) {
    const db = await getDb();
    return runIdempotent({
      db,
      merchantId,
      operation: 'test.op',
      key,
      body,
      whenInProgress: mode,
      inProgressError: () => new AppError('SPLIT_IN_PROGRESS'),
      execute: async (tx) => {
        counter.n++;
        await tx.execute(sql`select pg_sleep(${delayMs / 1000})`);
        return { status: 201, body: { run: counter.n }, resourceId: newId() };
      },
      replay: async (stored) => ({ ...stored }),
    });
  }

  it('replays the stored result for the same key and body, refuses another body with IDEMPOTENCY_KEY_REUSED', async () => {
    const merchant = newId();
    const counter = { n: 0 };
    const first = await once(merchant, 'k1', { a: 1 }, 'wait', counter);
    expect(first.replayed).toBe(false);
    const again = await once(merchant, 'k1', { a: 1 }, 'wait', counter);
    expect(again.replayed).toBe(true);
    expect(again.result.body).toEqual(first.result.body);
    expect(counter.n).toBe(1);
    await expect(once(merchant, 'k1', { a: 2 }, 'wait', counter)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // Keys are scoped per merchant.
    const other = await once(newId(), 'k1', { a: 2 }, 'wait', counter);
    expect(other.replayed).toBe(false);
  });

  it('writes a key row with its known result inside another statement; a second one is a key conflict', async () => {
    const db = await getDb();
    const merchant = newId();
    const resourceId = newId();
    const k = {
      merchantId: merchant,
      operation: 'test.op',
      key: 'known',
      fingerprint: fingerprint({ a: 1 }),
    };
    const result = { status: 201, body: null, resourceId };
    const marker = sql`insert into idempotency_keys (merchant_id, operation, key, fingerprint)
      values (${merchant}, 'test.other', 'marker', 'x')`;
    await runTogether(db, [keyRowInsert(db, { ...k, result }), marker]);
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.merchantId} = ${merchant} and ${idempotencyKeys.key} = 'known'`);
    expect(storedResult(row!, fingerprint({ a: 1 }))).toEqual(result);
    expect(() => storedResult(row!, fingerprint({ a: 2 }))).toThrow(
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }),
    );
    // The same key again fails the whole statement: the other part is not written either.
    const again = sql`insert into idempotency_keys (merchant_id, operation, key, fingerprint)
      values (${merchant}, 'test.other', 'second', 'x')`;
    const err = await runTogether(db, [keyRowInsert(db, { ...k, result }), again]).catch((e) => e);
    expect(isKeyConflict(err)).toBe(true);
    expect(isKeyConflict(new Error('other'))).toBe(false);
    const rows = await db.execute(
      sql`select operation, key from idempotency_keys where merchant_id = ${merchant} order by key`,
    );
    expect(rows.rows).toEqual([
      { operation: 'test.op', key: 'known' },
      { operation: 'test.other', key: 'marker' },
    ]);
  });

  it('does not consume the key when the operation fails', async () => {
    const db = await getDb();
    const merchant = newId();
    await expect(
      runIdempotent({
        db,
        merchantId: merchant,
        operation: 'test.op',
        key: 'fails',
        body: {},
        whenInProgress: 'wait',
        execute: async () => {
          throw new AppError('ORDER_CONFIRMATION_FAILED');
        },
        replay: async (s) => ({ ...s }),
      }),
    ).rejects.toMatchObject({ code: 'ORDER_CONFIRMATION_FAILED' });
    const rows = await db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.merchantId} = ${merchant}`);
    expect(rows).toHaveLength(0);
  });

  // Real parallelism needs several connections: PGlite runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'runs the operation once for N concurrent requests with one key (wait mode)',
    async () => {
      const merchant = newId();
      const counter = { n: 0 };
      const key = uniq('k');
      const all = await Promise.all(
        Array.from({ length: 10 }, () => once(merchant, key, { x: 1 }, 'wait', counter, 150)),
      );
      expect(counter.n).toBe(1);
      expect(all.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(all.map((r) => JSON.stringify(r.result.body))).size).toBe(1);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'answers the in-progress error at once to a concurrent same-key request (reject mode)',
    async () => {
      const merchant = newId();
      const counter = { n: 0 };
      const key = uniq('k');
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => once(merchant, key, { x: 1 }, 'reject', counter, 300)),
      );
      expect(counter.n).toBe(1);
      const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(rejected.length).toBeGreaterThanOrEqual(1);
      for (const r of rejected) expect(r.reason.code).toBe('SPLIT_IN_PROGRESS');
    },
  );

  it('removes keys older than 30 days and keeps newer ones', async () => {
    const db = await getDb();
    const merchant = newId();
    await db.insert(idempotencyKeys).values([
      {
        merchantId: merchant,
        operation: 'test.op',
        key: 'old',
        fingerprint: 'f',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        merchantId: merchant,
        operation: 'test.op',
        key: 'new',
        fingerprint: 'f',
        createdAt: new Date(Date.now() - 29 * 86_400_000),
      },
    ]);
    await purgeIdempotencyKeys(db, new Date());
    const left = await db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.merchantId} = ${merchant}`);
    expect(left.map((r) => r.key)).toEqual(['new']);
  });
});
