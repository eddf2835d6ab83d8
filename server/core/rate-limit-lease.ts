import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What a consume answers: the store's figures as seen by this instance. */
export interface LimitResult {
  remainingPoints: number;
  msBeforeNext: number;
}

interface Lease {
  /** Points taken from the shared store and not used yet. */
  tokens: number;
  /** When the store's window that the points were taken from ends (epoch ms); unused points lapse then. */
  expiresAt: number;
  /** The store's remaining points right after the lease was taken. */
  storeRemaining: number;
}

/**
 * Takes points from the shared counter store (rate-limiter-flexible, PostgreSQL) a few at a time instead of
 * one per request: a request spends a point of this instance's lease, and only an empty or lapsed lease
 * costs a round trip to the store. Every point is counted in the store before it is spent, so all instances
 * together never admit more than the limit; points an instance leased and did not spend before its window
 * ended are the only loss (at most one lease per instance and window). Near the limit the lease shrinks to
 * single points, so the last points of a window go exactly as without leases.
 */
export class LeasedLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly store: RateLimiterAbstract,
    /** Points per lease at most (1 = every request asks the store). */
    private readonly leaseSize: number,
  ) {}

  /** Spends one point for `key`; rejects with the store's RateLimiterRes when over the limit. */
  async consume(key: string): Promise<LimitResult> {
    for (;;) {
      const lease = this.leases.get(key);
      const now = Date.now();
      if (lease && lease.tokens > 0 && now < lease.expiresAt) {
        lease.tokens -= 1;
        return { remainingPoints: lease.storeRemaining + lease.tokens, msBeforeNext: lease.expiresAt - now };
      }
      const inFlight = this.pending.get(key);
      if (inFlight) {
        // Another request of this key is taking a lease: wait for it, then try to spend from it.
        await inFlight.catch(() => {});
        continue;
      }
      let result: LimitResult | undefined;
      const taking = this.take(key, lease).then((r) => {
        result = r;
      });
      this.pending.set(key, taking);
      try {
        await taking;
      } finally {
        this.pending.delete(key);
      }
      if (result) return result;
    }
  }

  /** Drops this instance's lease of `key` (with the store's reset). */
  forget(key: string): void {
    this.leases.delete(key);
  }

  /**
   * Takes a new lease, spending its first point at once (returned). A full lease refused near the limit is
   * given back and the request asks for its single point, so a lease never refuses a request that a single
   * point would have admitted.
   */
  private async take(key: string, previous: Lease | undefined): Promise<LimitResult> {
    // After a lease that ended near the limit, ask for no more than the store had left.
    const want = Math.max(1, Math.min(this.leaseSize, previous ? previous.storeRemaining : this.leaseSize));
    let res: RateLimiterRes;
    let got = want;
    try {
      res = await this.store.consume(key, want);
    } catch (err) {
      if (!(err instanceof RateLimiterRes) || want === 1) throw err;
      await this.store.reward(key, want);
      got = 1;
      res = await this.store.consume(key, 1);
    }
    this.prune();
    this.leases.set(key, {
      tokens: got - 1,
      expiresAt: Date.now() + res.msBeforeNext,
      storeRemaining: res.remainingPoints,
    });
    return { remainingPoints: res.remainingPoints + got - 1, msBeforeNext: res.msBeforeNext };
  }

  private prune(): void {
    if (this.leases.size < 10_000) return;
    const now = Date.now();
    for (const [k, l] of this.leases) if (now >= l.expiresAt) this.leases.delete(k);
  }
}
