import { describe, expect, it } from 'vitest';
import { getDbHandle } from '@/db/client';
import { activeClient } from '@/server/api-clients/active-client-cache';
import { merchantFixture } from '../support/fixtures';
import { updateClientQuietly } from '../support/other-session';

// Before the handle opens (in setup's beforeAll): this file's process runs without the LISTEN session.
process.env.DATABASE_LISTEN = '0';
const onPostgres = !!process.env.DATABASE_URL;

/** DATABASE_LISTEN=0 (behind a pooler in transaction mode): no listener, so no cache; every call reads the table. */
describe('DATABASE_LISTEN=0', () => {
  it.skipIf(!onPostgres)('opens no listener and sees a change made elsewhere on the next call', async () => {
    expect((await getDbHandle()).listener).toBeNull();
    const m = await merchantFixture(['orders:read']);
    expect((await activeClient(m.clientId))?.name).toBe('test client');
    // No notice at all: only a read of the table can see this revocation.
    await updateClientQuietly(m.clientId, 'revoked_at', new Date());
    expect(await activeClient(m.clientId)).toBeNull();
  });
});
