import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { isAppError } from '@/server/core/errors';
import { changeUnit } from '@/server/stock/change-unit';
import { applyStockDelta, countFigures, transitionDelta } from '@/server/stock/figures';
import { describeDisagreement, verifyStockLedger } from '@/server/stock-ledger/ledger/verify-ledger';
import { merchantFixture, uniq, type MerchantFixture } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import { footprint, productBySku, split, unitsOf } from '../support/split-helpers';

/**
 * Concurrency of the split (03 §7, 04 D3). Tests that hold a lock on a second connection need PostgreSQL:
 * PGlite has one connection and runs transactions one after another, so nothing can be "locked meanwhile".
 */
const onPostgres = !!process.env.DATABASE_URL;

/** A second connection holding a lock in an open transaction until released. */
async function holdLock(query: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query(query, params);
  return {
    client,
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/**
 * True once some transaction holds the split lock of this SKU (i.e. a split of it is under way). Read from
 * pg_locks rather than by trying the lock: a probe that takes the lock, even for an instant, can make the
 * split it watches for answer SPLIT_IN_PROGRESS itself.
 */
async function splitRunning(merchantId: string, sku: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const r = await client.query(
      `with k as (select hashtextextended($1, 0) as h)
       select exists (
         select 1 from pg_locks l, k
          where l.locktype = 'advisory' and l.granted and l.objsubid = 1
            and l.classid::bigint = (k.h >> 32) & 4294967295
            and l.objid::bigint = k.h & 4294967295) as held`,
      [`split:${merchantId}:${sku}`],
    );
    return r.rows[0].held;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function timed<T>(p: Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await p;
  return [v, performance.now() - t];
}

describe('product split: concurrency', () => {
  // Opening the database (embedded: start and migrate) belongs to setup, not to the first test's time budget.
  beforeAll(async () => {
    await getDb();
  });

  it.skipIf(!onPostgres)(
    'answers SPLIT_IN_PROGRESS at once for the same key, the same source or the same target while a split runs',
    async () => {
      const m = await merchantFixture();
      const source = await createProduct(m.merchantId);
      await addUnits(source.id, 3);
      const other = await createProduct(m.merchantId);
      await addUnits(other.id, 2);
      const unrelated = await createProduct(m.merchantId);
      await addUnits(unrelated.id, 1);
      const targetSku = uniq('TGT');
      const key = uniq('key');
      const body = { source_sku: source.sku, target: { sku: targetSku } };

      // Warm the route and this client's path first, so the window below is spent on the split, not on loading code.
      expect(
        (
          await split(m, {
            source_sku: unrelated.sku,
            target: { sku: uniq('TGT') },
            filters: { best_before: '2000-01-01' },
          })
        ).status,
      ).toBe(200);
      // A stock change holds the source product row: the first split waits there, holding its split locks
      // (for up to a minute here instead of 3 s, so that a slow machine still sees it waiting).
      process.env.SPLIT_LOCK_TIMEOUT_MS = '60000';
      const holder = await holdLock('select id from products where id = $1 for update', [source.id]);
      const first = split(m, body, key);
      try {
        await until(() => splitRunning(m.merchantId, source.sku));
        const attempts: [string, unknown, string][] = [
          ['same key', body, key],
          ['same source', { source_sku: source.sku, target: { sku: uniq('TGT') } }, uniq('key')],
          ['same target', { source_sku: other.sku, target: { sku: targetSku } }, uniq('key')],
        ];
        // The holder keeps its lock until `finally`: an answer that arrives here was decided without waiting for it.
        for (const [what, b, k] of attempts) {
          const res = await split(m, b, k);
          expect(res.status, what).toBe(409);
          expect(res.body.error_code, what).toBe('SPLIT_IN_PROGRESS');
        }
        // Other SKUs are not held up.
        const free = await split(m, { source_sku: unrelated.sku, target: { sku: uniq('TGT') } });
        expect(free.status).toBe(200);
      } finally {
        await holder.release();
        delete process.env.SPLIT_LOCK_TIMEOUT_MS;
      }
      const done = await first;
      expect(done.status).toBe(200);
      expect(done.body.moved_quantity).toBe(3);
      expect((await unitsOf(other.id)).length).toBe(2);
      // And now the same key replays.
      expect((await split(m, body, key)).headers.get('idempotent-replayed')).toBe('true');
    },
  );

  it.skipIf(!onPostgres)(
    'answers STOCK_CHANGED when a matching unit is locked (e.g. being reserved), moving nothing; the same key works later',
    async () => {
      const m = await merchantFixture();
      const source = await createProduct(m.merchantId);
      const units = await addUnits(source.id, 4, { location: 'A-01' });
      const elsewhere = await addUnits(source.id, 2, { location: 'B-01' });
      const key = uniq('key');
      const body = { source_sku: source.sku, target: { sku: uniq('TGT') }, filters: { location: 'A-01' } };
      const holder = await holdLock('select id from stock_units where id = $1 for update', [units[2]]);
      const elsewhereHolder = await holdLock('select id from stock_units where id = $1 for update', [
        elsewhere[0],
      ]);
      let before: Awaited<ReturnType<typeof footprint>>;
      // With a minute of lock timeout, only NOWAIT on the units can answer within the 30 s asserted below.
      process.env.SPLIT_LOCK_TIMEOUT_MS = '60000';
      try {
        before = await footprint(m.merchantId);
        const [res, ms] = await timed(split(m, body, key));
        expect(res.status).toBe(409);
        expect(res.body.error_code).toBe('STOCK_CHANGED');
        expect(ms).toBeLessThan(30_000);
        expect(await footprint(m.merchantId)).toEqual(before);
        // A locked unit the filters exclude does not matter.
        const narrow = await split(m, {
          source_sku: source.sku,
          target: { sku: uniq('TGT') },
          filters: { location: 'A-01', max_quantity: 2 },
        });
        expect(narrow.status).toBe(200);
        expect(narrow.body.moved_quantity).toBe(2);
      } finally {
        delete process.env.SPLIT_LOCK_TIMEOUT_MS;
        await holder.release();
        await elsewhereHolder.release();
      }
      const retry = await split(m, body, key);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(retry.body.moved_quantity).toBe(2);
    },
  );

  it.skipIf(!onPostgres)(
    'answers STOCK_CHANGED when the product stays busy longer than the lock timeout',
    async () => {
      const m = await merchantFixture();
      const source = await createProduct(m.merchantId);
      await addUnits(source.id, 2);
      const holder = await holdLock('select id from products where id = $1 for update', [source.id]);
      try {
        const res = await split(m, { source_sku: source.sku, target: { sku: uniq('TGT') } });
        expect(res.status).toBe(409);
        expect(res.body.error_code).toBe('STOCK_CHANGED');
      } finally {
        await holder.release();
      }
      expect((await unitsOf(source.id)).length).toBe(2);
    },
  );

  it('runs parallel requests with one key at most once', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 300);
    const key = uniq('key');
    const body = { source_sku: source.sku, target: { sku: uniq('TGT') }, filters: { max_quantity: 250 } };
    const all = await Promise.all(Array.from({ length: 6 }, () => split(m, body, key)));
    for (const r of all) expect([200, 409]).toContain(r.status);
    for (const r of all.filter((x) => x.status === 409)) expect(r.body.error_code).toBe('SPLIT_IN_PROGRESS');
    const ok = all.filter((r) => r.status === 200);
    expect(ok.filter((r) => r.headers.get('idempotent-replayed') !== 'true').length).toBeLessThanOrEqual(1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body.moved_quantity).toBe(250);
    expect((await unitsOf(source.id)).length).toBe(50);
  });

  it('runs parallel splits of one source with different keys without moving a unit twice', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 200);
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        split(m, { source_sku: source.sku, target: { sku: uniq('TGT') }, filters: { max_quantity: 60 } }),
      ),
    );
    const moved = all.filter((r) => r.status === 200).reduce((s, r) => s + r.body.moved_quantity, 0);
    for (const r of all)
      expect(r.status === 200 || ['SPLIT_IN_PROGRESS', 'STOCK_CHANGED'].includes(r.body.error_code)).toBe(
        true,
      );
    expect((await unitsOf(source.id)).length).toBe(200 - moved);
    expect(await countFigures(await getDb(), source.id)).toEqual({
      on_hand: 200 - moved,
      reserved: 0,
      available: 200 - moved,
    });
  });

  it('keeps every unit in exactly one product with consistent figures under splits, reservations and state changes', async () => {
    const m = await merchantFixture();
    const skus = ['P1', 'P2', 'P3'].map((s) => `${s}-${uniq()}`);
    const productsList = [];
    for (const [i, sku] of skus.entries()) {
      const p = await createProduct(m.merchantId, { sku });
      await addUnits(p.id, 120, { location: `A-0${i}`, bestBefore: '2027-01-01' });
      await addUnits(p.id, 80, { location: `B-0${i}`, bestBefore: '2027-02-01' });
      productsList.push(p);
    }
    const newSku = uniq('NEW');
    const start = await unitSnapshot(m.merchantId);
    expect(start.total).toBe(600);
    const rounds = onPostgres ? 6 : 2;
    const statuses: number[] = [];
    const intoNew: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const work: Promise<unknown>[] = [
        split(m, { source_sku: skus[0], target: { sku: skus[1] }, filters: { max_quantity: 25 } }).then((r) =>
          statuses.push(r.status),
        ),
        split(m, {
          source_sku: skus[1],
          target: { sku: skus[2] },
          filters: { max_quantity: 15, location: 'A-01' },
        }).then((r) => statuses.push(r.status)),
        split(m, {
          source_sku: skus[2],
          target: { sku: newSku },
          filters: { best_before: '2027-02-01', max_quantity: 10 },
        }).then((r) => {
          statuses.push(r.status);
          intoNew.push(r.status);
        }),
        split(m, { source_sku: skus[2], target: { sku: skus[0] }, filters: { max_quantity: 20 } }).then((r) =>
          statuses.push(r.status),
        ),
        ...productsList.map((p) => reserveUnits(p.id, 7)),
        ...productsList.map((p) => changeSomeUnits(m, p.id)),
      ];
      await Promise.all(work);
      const snap = await unitSnapshot(m.merchantId);
      expect(snap.total, `round ${round}`).toBe(start.total);
      expect(snap.ids, `round ${round}`).toEqual(start.ids);
      expect(snap.orphans, `round ${round}`).toBe(0);
      for (const p of snap.products) expect(p.stored, `round ${round} ${p.sku}`).toEqual(p.counted);
      // And the stock ledger adds up for every product of the merchant (npm run stock:verify).
      const ledger = await verifyStockLedger(await getDb(), { productIds: snap.productIds });
      expect(ledger.map(describeDisagreement), `round ${round}`).toEqual([]);
    }
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // The new target exists exactly when one of the splits into it went through (under load all may be 409).
    const created = await productBySku(m.merchantId, newSku);
    expect(created !== null).toBe(intoNew.includes(200));
  });
});

/** Reserves units the way an order does: skip locked units, change state, figures in the same transaction. */
async function reserveUnits(productId: string, count: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      select id from stock_units where product_id = ${productId} and state = 'on_shelf'
       order by id limit ${count} for update skip locked`);
    const ids = (res.rows as { id: string }[]).map((r) => r.id);
    if (!ids.length) return;
    await tx.execute(
      sql`update stock_units set state = 'reserved' where id = any(${`{${ids.join(',')}}`}::text[])`,
    );
    await applyStockDelta(tx, {
      productId,
      delta: transitionDelta('on_shelf', 'reserved', ids.length),
      reason: 'order_reserved',
    });
  });
}

/** Warehouse state changes through the stock domain: block one free unit, pick another by hand (04 E20). */
async function changeSomeUnits(m: MerchantFixture, productId: string) {
  const db = await getDb();
  const [free, other] = (
    (
      await db.execute(
        sql`select id from stock_units where product_id = ${productId} and state = 'on_shelf' order by id desc limit 2`,
      )
    ).rows as { id: string }[]
  ).map((r) => r.id);
  await Promise.all([
    free
      ? changeUnit(db, m.merchantId, free, { state: 'blocked' }, SYSTEM_ACTOR).catch(onlyStateConflicts)
      : null,
    other
      ? changeUnit(db, m.merchantId, other, { state: 'picking' }, SYSTEM_ACTOR).catch(onlyStateConflicts)
      : null,
  ]);
}

/** The unit may have changed state meanwhile (that refusal is expected); anything else fails the test. */
function onlyStateConflicts(err: unknown) {
  if (isAppError(err) && err.code === 'STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED') return null;
  throw err;
}

async function unitSnapshot(merchantId: string) {
  const db = await getDb();
  const units = (
    await db.execute(
      sql`select id, product_id from stock_units where merchant_id = ${merchantId} order by id`,
    )
  ).rows as {
    id: string;
    product_id: string;
  }[];
  const orphans = Number(
    (
      (
        await db.execute(sql`
        select count(*)::int as n from stock_units u left join products p on p.id = u.product_id and p.merchant_id = u.merchant_id
         where u.merchant_id = ${merchantId} and p.id is null`)
      ).rows[0] as { n: number }
    ).n,
  );
  const prods = (
    await db.execute(
      sql`select id, sku, on_hand, reserved, available from products where merchant_id = ${merchantId}`,
    )
  ).rows as any[];
  const products = [];
  for (const p of prods) {
    products.push({
      sku: p.sku as string,
      stored: { on_hand: Number(p.on_hand), reserved: Number(p.reserved), available: Number(p.available) },
      counted: await countFigures(db, p.id),
    });
  }
  return {
    total: units.length,
    ids: units.map((u) => u.id),
    orphans,
    products,
    productIds: prods.map((p) => p.id as string),
  };
}
