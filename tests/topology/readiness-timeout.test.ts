import { describe, expect, it, vi } from 'vitest';

/**
 * Readiness is bounded (server/platform/health.ts): a database cut off by the network never answers, so /readyz
 * answers 503 on time instead of hanging past the load balancer's check timeout. The fault scenario "network
 * partition" (scripts/faults/network-partition.mjs) shows it with a real cut.
 */
const never = new Promise<never>(() => {});
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: async () => ({ execute: () => never }),
}));

describe('readiness', () => {
  it('fails when the database gives no answer within the bound', async () => {
    const { readiness } = await import('@/server/platform/health');
    const started = Date.now();
    const r = await readiness(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(r.ok).toBe(false);
    expect(r.checks.database).toBe('error: no answer within 200 ms');
  });
});
