import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReadReplica } from '@/db/read-replica';

/**
 * DATABASE_READ_URL is used only when reading one's own writes there is certain (db/client.ts getReadDb): the
 * primary's sessions commit with remote_apply, the primary has a synchronous standby streaming, and the read
 * URL is a replica. Each missing condition keeps reads on the primary and says why. A real replica is exercised
 * by the fault suite (scripts/faults/read-replica.mjs). PostgreSQL only.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the read replica check', () => {
  const pools: Pool[] = [];
  const pool = (options?: string) => {
    const p = new Pool({ connectionString: url, max: 1, ...(options ? { options } : {}) });
    pools.push(p);
    return p;
  };
  afterAll(async () => void (await Promise.all(pools.map((p) => p.end()))));

  it('refuses a primary whose commits do not wait for the replica to apply them', async () => {
    expect(await checkReadReplica(pool(), pool())).toMatch(/synchronous_commit=\w+, not remote_apply/);
  });

  it('refuses a primary without a synchronous standby (remote_apply would wait for nobody)', async () => {
    const primary = pool('-c synchronous_commit=remote_apply');
    expect(await checkReadReplica(primary, pool())).toBe('the primary has no synchronous standby streaming');
  });

  it('says why when the read URL cannot be reached', async () => {
    const primary = pool('-c synchronous_commit=remote_apply');
    const nowhere = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/app', max: 1 });
    pools.push(nowhere);
    // the standby condition fails first on this server; either way a reason, never a throw
    expect(await checkReadReplica(primary, nowhere)).toEqual(expect.any(String));
  });
});
