import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LeasedLimiter } from '@/server/core/rate-limit-lease';

/**
 * The shared rate-limit store leased a few points at a time (04 A6): several instances together never admit
 * more than the limit, a lease never refuses what single points would admit, and a request spends a point
 * of its instance's lease without a round trip to the store.
 */
const onPostgres = !!process.env.DATABASE_URL;
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

/** One app instance: its own pool to the shared table, its own leases. */
function instance(points: number, lease: number, duration = 60) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  pools.push(pool);
  let storeCalls = 0;
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'lease-test',
    points,
    duration,
    clearExpiredByTimeout: false,
  });
  const consume = store.consume.bind(store);
  store.consume = (key, n, opts) => {
    storeCalls += 1;
    return consume(key, n, opts);
  };
  return { limiter: new LeasedLimiter(store, lease), store, storeCalls: () => storeCalls };
}

async function admitted(limiter: LeasedLimiter, key: string, n: number): Promise<number> {
  const outcomes = await Promise.all(
    Array.from({ length: n }, () =>
      limiter.consume(key).then(
        () => 1,
        (err) => {
          if (err instanceof RateLimiterRes) return 0;
          throw err;
        },
      ),
    ),
  );
  return outcomes.reduce((a, b) => a + b, 0);
}

describe('leased rate limit (04 A6)', () => {
  it.skipIf(!onPostgres)(
    'admits exactly the limit from one instance, asking the store about once per lease',
    async () => {
      const key = `k-${randomUUID()}`;
      const one = instance(40, 8);
      let ok = 0;
      for (let i = 0; i < 60; i++) ok += await admitted(one.limiter, key, 1);
      expect(ok).toBe(40);
      // 5 full leases cover the 40 points; the 20 refusals each ask the store once.
      expect(one.storeCalls()).toBe(5 + 20);
    },
  );

  it.skipIf(!onPostgres)(
    'never admits more than the limit across three instances racing for one key',
    async () => {
      const key = `k-${randomUUID()}`;
      const instances = [instance(50, 10), instance(50, 10), instance(50, 10)];
      const counts = await Promise.all(instances.map((i) => admitted(i.limiter, key, 40)));
      const total = counts.reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual(50);
      // A lease given back near the limit can briefly hide a few points from the others, never more than a lease each.
      expect(total).toBeGreaterThanOrEqual(50 - 3 * 10);
      // The store never counted fewer points than were admitted.
      const stored = await instances[0]!.store.get(key);
      expect(stored!.consumedPoints).toBeGreaterThanOrEqual(total);
    },
  );

  it.skipIf(!onPostgres)(
    'hands a partly refused lease back, so the last points of the window still go one by one',
    async () => {
      const key = `k-${randomUUID()}`;
      const a = instance(10, 8);
      const b = instance(10, 8);
      expect(await admitted(a.limiter, key, 1)).toBe(1); // a leases 8: 2 left in the store
      // b asks for 8, is refused, gives them back and takes its points one at a time.
      expect(await admitted(b.limiter, key, 5)).toBe(2);
      expect(await admitted(a.limiter, key, 10)).toBe(7); // the rest of a's lease, then nothing
      expect((await a.store.get(key))!.consumedPoints).toBeGreaterThanOrEqual(10);
    },
  );

  it('lets a lapsed lease go with its window', async () => {
    vi.useFakeTimers(); // the store's window and the lease read the time: it moves by a second, no sleep
    try {
      const store = new RateLimiterMemory({ keyPrefix: 'lease-lapse', points: 4, duration: 1 });
      const limiter = new LeasedLimiter(store, 4);
      const key = `k-${randomUUID()}`;
      expect(await admitted(limiter, key, 6)).toBe(4);
      vi.advanceTimersByTime(1100);
      expect(await admitted(limiter, key, 6)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the remaining points of the store plus the unspent lease', async () => {
    const store = new RateLimiterMemory({ keyPrefix: 'lease-remaining', points: 10, duration: 60 });
    const limiter = new LeasedLimiter(store, 4);
    const key = `k-${randomUUID()}`;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push((await limiter.consume(key)).remainingPoints);
    expect(seen).toEqual([9, 8, 7, 6, 5]);
  });
});
