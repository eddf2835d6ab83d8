import { describe, expect, it } from 'vitest';
import { closeDb, databaseKind, getDb } from '@/db/client';
import { admitAttempt, signInPolicy } from '@/server/auth/attempt-throttle';
import { checkRateLimit } from '@/server/core/rate-limit';
import { uniq } from '../support/fixtures';

/**
 * The limiters count in the database handle of the moment: after the handle is closed and opened again, they
 * neither count in the closed one's pool (every attempt refused, every request failing) nor stop counting.
 */
describe('limiters after the database is opened again', () => {
  it('admit sign-in attempts and count API requests in the new handle', async () => {
    const email = `${uniq('reopen')}@example.com`;
    expect((await admitAttempt(signInPolicy(), email, '10.77.0.1')).admitted).toBe(true);
    const key = uniq('reopen-client');
    const before = await checkRateLimit(key);
    await closeDb();
    await getDb();
    expect((await admitAttempt(signInPolicy(), email, '10.77.0.1')).admitted).toBe(true);
    const after = await checkRateLimit(key);
    const remaining = (h: Record<string, string>) => Number(/remaining=(\d+)/.exec(h.ratelimit ?? '')?.[1]);
    expect(Number.isFinite(remaining(after))).toBe(true);
    // PostgreSQL keeps the counts in its table, so they carry over; the embedded database's are the process's.
    if (databaseKind() === 'postgres') expect(remaining(after)).toBeLessThan(remaining(before));
  });
});
