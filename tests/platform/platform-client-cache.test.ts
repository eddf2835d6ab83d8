import { describe, expect, it, vi } from 'vitest';
import { getDbHandle } from '@/db/client';
import { API_CLIENT_CHANNEL, activeClient } from '@/server/api-clients/active-client-cache';
import { merchantFixture } from '../support/fixtures';
import { updateClientQuietly, withSession } from '../support/other-session';

/**
 * The per-process copy of active API clients (active-client-cache.ts, 04 A4): it may only serve while this
 * process listens for the api_clients trigger's notices, and a change made by another instance (here: another
 * PostgreSQL session, not this process's revokeApiClient) must reach it.
 */
const onPostgres = !!process.env.DATABASE_URL;

/** Lets a test hold a lookup of one client between reading its row and returning it. */
const hold = vi.hoisted(() => ({ clientId: null as string | null, gate: Promise.resolve() }));
vi.mock('@/server/api-clients/find-active-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/api-clients/find-active-client')>();
  return {
    ...real,
    findActiveClient: async (db: Parameters<typeof real.findActiveClient>[0], clientId: string) => {
      const row = await real.findActiveClient(db, clientId);
      if (clientId === hold.clientId) await hold.gate;
      return row;
    },
  };
});

/** Renames a client from another session without a notice (see updateClientQuietly). */
const renameQuietly = (clientId: string, name: string) => updateClientQuietly(clientId, 'name', name);

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function listening() {
  const listener = (await getDbHandle()).listener!;
  await eventually(async () => {
    await listener.ready();
    return listener.isListening(API_CLIENT_CHANNEL);
  });
  return listener;
}

describe('active API clients cached per process (04 A4)', () => {
  it.skipIf(!onPostgres)('serves a looked-up client from memory while listening', async () => {
    const m = await merchantFixture(['orders:read']);
    await activeClient(m.clientId); // starts listening
    await listening();
    expect((await activeClient(m.clientId))?.name).toBe('test client');
    await renameQuietly(m.clientId, 'renamed without a notice');
    // No notice was sent, so the copy is still served: proof that the table was not read.
    expect((await activeClient(m.clientId))?.name).toBe('test client');
  });

  it.skipIf(!onPostgres)(
    'stops a client revoked by another instance as soon as the notice arrives',
    async () => {
      const m = await merchantFixture(['orders:read']);
      await activeClient(m.clientId);
      await listening();
      expect((await m.api('GET', '/v1/orders')).status).toBe(200);
      expect(await activeClient(m.clientId)).not.toBeNull();
      // Another instance revokes it: a plain UPDATE from another session.
      await withSession((c) =>
        c.query(`update api_clients set revoked_at = now() where client_id = $1`, [m.clientId]),
      );
      await eventually(async () => (await activeClient(m.clientId)) === null, 2000);
      const after = await m.api('GET', '/v1/orders');
      expect(after.status).toBe(401);
      expect(after.body.error_code).toBe('INVALID_TOKEN');
    },
  );

  it.skipIf(!onPostgres)(
    'keeps a row read before a change of that client out, but not one read before a change of another',
    async () => {
      const [a, b, other] = [await merchantFixture(), await merchantFixture(), await merchantFixture()];
      await activeClient(other.clientId);
      const listener = await listening();
      const seen: string[] = [];
      listener.subscribe(API_CLIENT_CHANNEL, { onNotify: (id) => seen.push(id), onReset() {} });
      const revokeElsewhere = async (clientId: string) => {
        await withSession((c) =>
          c.query(`update api_clients set revoked_at = now() where client_id = $1`, [clientId]),
        );
        await eventually(async () => seen.includes(clientId));
      };
      const heldLookup = async (clientId: string, meanwhile: () => Promise<void>) => {
        let release!: () => void;
        hold.clientId = clientId;
        hold.gate = new Promise<void>((r) => (release = r));
        try {
          const lookup = activeClient(clientId);
          await meanwhile();
          release();
          return await lookup;
        } finally {
          hold.clientId = null;
        }
      };

      // a's row is read, then a is revoked before the lookup ends: the row is returned but not kept.
      expect(await heldLookup(a.clientId, () => revokeElsewhere(a.clientId))).not.toBeNull();
      expect(await activeClient(a.clientId)).toBeNull();

      // b's lookup overlaps another client's revocation: b's row is kept (served without a read).
      expect(await heldLookup(b.clientId, () => revokeElsewhere(other.clientId))).not.toBeNull();
      await renameQuietly(b.clientId, 'renamed without a notice');
      expect((await activeClient(b.clientId))?.name).toBe('test client');
    },
  );

  it.skipIf(!onPostgres)('reads the table again while its listening session is down', async () => {
    const m = await merchantFixture(['orders:read']);
    await activeClient(m.clientId);
    const listener = await listening();
    await activeClient(m.clientId);
    const pid = listener.sessionPid();
    expect(pid).toBeTypeOf('number');
    await withSession((c) => c.query('select pg_terminate_backend($1)', [pid]));
    await eventually(async () => !listener.isListening(API_CLIENT_CHANNEL));
    // The copy was dropped with the session: a change that sends no notice is seen at once.
    await renameQuietly(m.clientId, 'renamed while not listening');
    expect((await activeClient(m.clientId))?.name).toBe('renamed while not listening');
    // The session comes back by itself, and the cache with it.
    await eventually(async () => listener.isListening(API_CLIENT_CHANNEL) && listener.sessionPid() !== pid);
    await withSession((c) =>
      c.query(`update api_clients set revoked_at = now() where client_id = $1`, [m.clientId]),
    );
    await eventually(async () => (await activeClient(m.clientId)) === null, 2000);
  });
});
