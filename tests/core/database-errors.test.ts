import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@/server/core/http/respond';
import { isConcurrencyConflict, isDatabaseUnavailable } from '@/server/core/database-errors';

/** A port nothing listens on: taken and released again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

const onPostgres = !!process.env.DATABASE_URL;

describe('an unavailable database is 503 with Retry-After, not 500 (docs/decisions/faults.md, scenario 2)', () => {
  it('recognises a refused connection from node-postgres, and answers it 503 SERVICE_UNAVAILABLE', async () => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    });
    const err = await errorOf(() => client.connect());
    expect(isDatabaseUnavailable(err)).toBe(true);
    // Wrapped as drizzle wraps a failed query: the cause chain is followed.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: err }))).toBe(true);
    const res = errorResponse(err, 'req-1');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ error_code: 'SERVICE_UNAVAILABLE', request_id: 'req-1' });
  });

  it.skipIf(!onPostgres)('recognises a session ended by the server (57P01, as in a restart)', async () => {
    const victim = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await victim.connect();
    victim.on('error', () => {});
    const pid = (await victim.query('select pg_backend_pid() as pid')).rows[0].pid;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const running = errorOf(() => victim.query('select pg_sleep(10)'));
    await new Promise((r) => setTimeout(r, 200));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    const err = await running;
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(errorResponse(err, 'req-2').status).toBe(503);
  });

  it.skipIf(!onPostgres)(
    'answers a transaction that PostgreSQL rolled back to break a deadlock 503 with Retry-After (the request can be sent again)',
    async () => {
      const [a, b] = [0, 1].map(() => new pg.Client({ connectionString: process.env.DATABASE_URL }));
      await Promise.all([a!.connect(), b!.connect()]);
      try {
        for (const c of [a!, b!]) await c.query(`set deadlock_timeout = '50ms'; begin`);
        const [k1, k2] = [Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9) + 1];
        await a!.query('select pg_advisory_xact_lock($1)', [k1]);
        await b!.query('select pg_advisory_xact_lock($1)', [k2]);
        // Each waits for the other's lock: PostgreSQL rolls one of them back.
        const outcomes = await Promise.allSettled([
          a!.query('select pg_advisory_xact_lock($1)', [k2]),
          b!.query('select pg_advisory_xact_lock($1)', [k1]),
        ]);
        const failed = outcomes.filter((o) => o.status === 'rejected');
        expect(failed).toHaveLength(1);
        const err = new Error('Failed query', { cause: (failed[0] as PromiseRejectedResult).reason });
        expect(isConcurrencyConflict(err)).toBe(true);
        expect(isDatabaseUnavailable(err)).toBe(false);
        const res = errorResponse(err, 'req-4');
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(await res.json()).toMatchObject({ error_code: 'SERVICE_UNAVAILABLE', request_id: 'req-4' });
      } finally {
        await Promise.all([a!, b!].map((c) => c.query('rollback').finally(() => c.end())));
      }
    },
  );

  it('leaves errors of the request itself alone: a constraint violation or a bug is not "unavailable"', async () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(errorResponse(new TypeError('bug'), 'req-3').status).toBe(500);
    expect(isConcurrencyConflict(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
