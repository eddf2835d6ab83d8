import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getDbHandle, type DbHandle } from '@/db/client';
import { config } from './config';
import { AppError } from './errors';
import { log } from './logger';
import { LeasedLimiter, type LimitResult } from './rate-limit-lease';

/**
 * Per-client rate limit (04 A6) with rate-limiter-flexible: a window of `burst` requests per
 * burst/rate seconds (defaults 100 per 2 s), which allows a burst of 100 and sustains 50 requests/s on
 * average — the token bucket's two numbers. PostgreSQL is the shared store across instances, from which each
 * instance leases a few points at a time (rate-limit-lease.ts); the embedded database (one process) uses
 * memory. Keys: the client id of the bearer token, else the caller's address.
 */
interface Limiter {
  consume(key: string): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}
interface Holder {
  limiter?: Promise<Limiter>;
  signature?: string;
  /** The database handle the limiter counts in: a handle opened again (closeDb, then getDb) gets a new one. */
  handle?: DbHandle;
}
const holder: Holder = ((globalThis as any).__fpRateLimit ??= {});

function policy() {
  const rate = Math.max(0.001, config.rateLimitPerSecond);
  const burst = Math.max(1, Math.round(config.rateLimitBurst));
  const duration = Math.max(1, Math.round(burst / rate));
  return { points: burst, duration };
}

async function limiter(): Promise<Limiter> {
  const { points, duration } = policy();
  const lease = Math.max(1, Math.min(points, Math.round(config.rateLimitLease)));
  const signature = `${points}/${duration}/${lease}`;
  const handle = await getDbHandle();
  if (holder.signature !== signature || holder.handle !== handle) {
    holder.signature = signature;
    holder.handle = handle;
    holder.limiter = (async () => {
      if (handle.kind === 'postgres' && handle.counterPool) {
        const store = new RateLimiterPostgres({
          storeClient: handle.counterPool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: 'api',
          points,
          duration,
          clearExpiredByTimeout: false,
        });
        const leased = new LeasedLimiter(store, lease);
        return {
          consume: (key) => leased.consume(key),
          reset: async (key) => {
            leased.forget(key);
            await store.delete(key);
          },
        };
      }
      const memory = new RateLimiterMemory({ keyPrefix: 'api', points, duration });
      return { consume: (key) => memory.consume(key, 1), reset: (key) => memory.delete(key).then(() => {}) };
    })();
  }
  return holder.limiter!;
}

function headersFor(res: LimitResult, points: number, duration: number): Record<string, string> {
  const reset = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
  return {
    'ratelimit-policy': `${points};w=${duration}`,
    ratelimit: `limit=${points}, remaining=${Math.max(0, res.remainingPoints)}, reset=${reset}`,
  };
}

/** Consumes one point for `key`; throws 429 RATE_LIMITED when over. Returns the RateLimit headers. */
export async function checkRateLimit(key: string): Promise<Record<string, string>> {
  const { points, duration } = policy();
  const rl = await limiter();
  try {
    const res = await rl.consume(key);
    return headersFor(res, points, duration);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      const headers = headersFor(err, points, duration);
      headers['retry-after'] = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw new AppError('RATE_LIMITED', undefined, {
        headers,
        details: { retry_after_seconds: Number(headers['retry-after']) },
      });
    }
    // A store failure is not a verdict on the caller: log it and let the request through.
    log.error('rate limiter store failed', { error: err instanceof Error ? err.message : String(err) });
    return {};
  }
}

export { clientAddress } from './client-address';
