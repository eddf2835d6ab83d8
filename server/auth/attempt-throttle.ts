import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getDbHandle, type DbHandle } from '@/db/client';
import { log } from '@/server/core/logger';

/**
 * Attempts at a secret (portal passwords, API client secrets) are taken from a limiter BEFORE the slow hash
 * runs, in one atomic step of the store (rate-limiter-flexible's consume: a single upsert in PostgreSQL, shared
 * by every instance; memory for the embedded database). However many attempts arrive at once, no more than the
 * limit reach the hash.
 *
 * Two keys per attempt:
 * - the client address: a window of `perAddress` attempts per 15 minutes, then refused until it ends (a
 *   password spray over many accounts from one address stops there);
 * - the account (e-mail address or client id): `perAccount` attempts per 15 minutes, then a progressive delay
 *   instead of a lockout: one further attempt after 2 s, then 4 s, 8 s ... at most `maxDelaySeconds` apart
 *   (LOGIN_FIRST_DELAY_SECONDS, LOGIN_MAX_DELAY_SECONDS; the same for client ids).
 * The delay's slot is kept per account AND per client (the client address, or a known device: a signed cookie
 * of a browser that signed in to this account before), so an attacker who takes every slot the moment it opens
 * takes only his own: the owner's browser elsewhere, or his known device behind the attacker's address, keeps
 * one attempt per delay and gets in at once.
 * Only attempts that reached the hash count against the account: a refused attempt gives its point back. A
 * successful attempt gives back its own points and nothing more, so the owner signing in does not wipe an
 * attacker's count.
 */
export interface ThrottlePolicy {
  prefix: string;
  perAccount: number;
  perAddress: number;
  /** The first delay after the free attempts; each further one doubles. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /**
   * Whose turn the delay is: each client's (its address or known device; at most DELAYED_CLIENTS_PER_DELAY
   * clients per delay), so an attacker cannot take the owner's; or, unset, one turn per delay for the whole
   * account (the customer page's order numbers: a guessed number has no owner's browser to keep apart).
   */
  turnPerClient?: boolean;
}

export type Admission =
  { admitted: true; done(success: boolean): Promise<void> } | { admitted: false; retryAfterSeconds: number };

const WINDOW = 900;
/**
 * Past the free attempts, how many clients without a known device may each take their turn within one delay:
 * an attacker spread over many addresses gets this many guesses per delay, not one per address, and starving
 * the owner's new browser takes more addresses than that, all hammering (a known device is never starved).
 */
export const DELAYED_CLIENTS_PER_DELAY = 5;

interface Stores {
  account: RateLimiterAbstract;
  slow: RateLimiterAbstract;
  spread: RateLimiterAbstract;
  address: RateLimiterAbstract;
}
/** Per database handle (a handle opened again, closeDb then getDb, counts in new stores), per policy. */
const holder: WeakMap<DbHandle, Map<string, Promise<Stores>>> = ((
  globalThis as any
).__fpAttemptThrottleByHandle ??= new WeakMap());

async function stores(p: ThrottlePolicy): Promise<Stores> {
  const sig = `${p.prefix}/${p.perAccount}/${p.perAddress}`;
  const handle = await getDbHandle();
  let byPolicy = holder.get(handle);
  if (!byPolicy) holder.set(handle, (byPolicy = new Map()));
  let s = byPolicy.get(sig);
  if (!s) {
    const policies = byPolicy;
    s = (async () => {
      const make = (keyPrefix: string, points: number, duration: number) =>
        handle.kind === 'postgres' && handle.counterPool
          ? new RateLimiterPostgres({
              storeClient: handle.counterPool,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true,
              clearExpiredByTimeout: false,
              keyPrefix,
              points,
              duration,
            })
          : new RateLimiterMemory({ keyPrefix, points, duration });
      return {
        account: make(`${p.prefix}-account`, Math.max(1, p.perAccount), WINDOW),
        slow: make(`${p.prefix}-slow`, 1, 2),
        spread: make(`${p.prefix}-spread`, DELAYED_CLIENTS_PER_DELAY, 2),
        address: make(`${p.prefix}-address`, Math.max(1, p.perAddress), WINDOW),
      };
    })();
    s.catch(() => policies.delete(sig));
    policies.set(sig, s);
  }
  return s;
}

function seconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Takes one attempt for (account, address) from the limiters, or says how long to wait. */
export async function admitAttempt(
  p: ThrottlePolicy,
  accountName: string,
  address: string,
  client: { knownDevice?: string | null } = {},
): Promise<Admission> {
  // Any text may name an account (U+0000 included, which PostgreSQL text refuses): the key is its digest.
  const account = createHash('sha256').update(accountName).digest('base64url');
  let s: Stores;
  try {
    s = await stores(p);
  } catch (err) {
    // No store, no verdict: refuse rather than let unlimited hashing through.
    log.error('attempt limiter unavailable', { error: err instanceof Error ? err.message : String(err) });
    return { admitted: false, retryAfterSeconds: 5 };
  }
  try {
    try {
      await s.address.consume(address, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) return { admitted: false, retryAfterSeconds: seconds(err) };
      throw err;
    }
    const giveBackAddress = () => s.address.reward(address, 1).then(() => {});
    // The delay's slot of this client on this account: its known device if it has one, else its address.
    const slot = !p.turnPerClient
      ? account
      : `${account}:${client.knownDevice ? `d:${client.knownDevice}` : `a:${address}`}`;
    let tookSlot = false;
    try {
      await s.account.consume(account, 1);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // Over the free attempts: one attempt per growing delay (first * 2^(k-1) s, k = attempts beyond the free ones).
      const beyond = Math.max(1, err.consumedPoints - p.perAccount);
      const delay = Math.min(p.maxDelaySeconds, p.firstDelaySeconds * 2 ** Math.min(beyond - 1, 20));
      const duration = { customDuration: Math.max(1, Math.round(delay)) };
      const refuse = async (res: RateLimiterRes): Promise<Admission> => {
        // Refused: nothing was tried, so nothing counts (neither on the account nor on the address).
        await Promise.all([s.account.reward(account, 1), giveBackAddress()]);
        return { admitted: false, retryAfterSeconds: seconds(res) };
      };
      try {
        await s.slow.consume(slot, 1, duration);
      } catch (slowErr) {
        if (!(slowErr instanceof RateLimiterRes)) throw slowErr;
        return refuse(slowErr);
      }
      tookSlot = true;
      if (p.turnPerClient && !client.knownDevice) {
        try {
          await s.spread.consume(account, 1, duration);
        } catch (spreadErr) {
          if (!(spreadErr instanceof RateLimiterRes)) throw spreadErr;
          await s.slow.delete(slot);
          return refuse(spreadErr);
        }
      }
    }
    return {
      admitted: true,
      async done(success) {
        if (!success) return;
        // Only this attempt's own points come back: the attacker's failures stay counted.
        await Promise.all([
          s.account.reward(account, 1),
          tookSlot ? s.slow.delete(slot) : Promise.resolve(),
          tookSlot && p.turnPerClient && !client.knownDevice
            ? s.spread.reward(account, 1)
            : Promise.resolve(),
          giveBackAddress(),
        ]).catch(() => {});
      },
    };
  } catch (err) {
    log.error('attempt limiter store failed', { error: err instanceof Error ? err.message : String(err) });
    return { admitted: false, retryAfterSeconds: 5 };
  }
}

/** A positive number from the environment, else `fallback` (the throttle's settings). */
export function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Portal sign-in (06): per e-mail address and per client address. */
export function signInPolicy(): ThrottlePolicy {
  return {
    prefix: 'login',
    perAccount: envNumber('LOGIN_ATTEMPTS_PER_15_MIN', 10),
    perAddress: envNumber('LOGIN_ATTEMPTS_PER_ADDRESS_15_MIN', 100),
    firstDelaySeconds: envNumber('LOGIN_FIRST_DELAY_SECONDS', 2),
    maxDelaySeconds: envNumber('LOGIN_MAX_DELAY_SECONDS', 60),
    turnPerClient: true,
  };
}

/** POST /oauth/token: per client id and per client address. */
export function tokenPolicy(): ThrottlePolicy {
  return {
    prefix: 'token-attempt',
    perAccount: envNumber('TOKEN_ATTEMPTS_PER_15_MIN', 10),
    perAddress: envNumber('TOKEN_ATTEMPTS_PER_ADDRESS_15_MIN', 100),
    firstDelaySeconds: envNumber('LOGIN_FIRST_DELAY_SECONDS', 2),
    maxDelaySeconds: envNumber('LOGIN_MAX_DELAY_SECONDS', 60),
    turnPerClient: true,
  };
}
