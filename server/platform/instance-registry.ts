import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { appInstances } from '@/db/schema';
import { log } from '@/server/core/logger';
import { MIN_COMPATIBLE_LEVEL, SCHEMA_LEVEL, releaseName } from './release';

/** How often a running instance says it is alive, and after how long without it an instance counts as gone. */
const HEARTBEAT_MS = 10_000;
const GONE_AFTER_SECONDS = 35;

/** A live instance of another release that this one cannot share the database with. */
export class IncompatibleReleaseRunning extends Error {}

const state: { id?: string; timer?: NodeJS.Timeout } = ((globalThis as any).__fpInstance ??= {});

/**
 * Registers this process in app_instances after checking that no live instance of an incompatible release runs
 * on the database (either way: an older one below this release's MIN_COMPATIBLE_LEVEL, or a newer one whose
 * minimum is above this release's SCHEMA_LEVEL); then keeps its row fresh until the process ends.
 */
export async function registerInstance(db: Db): Promise<string> {
  const live = sql`${appInstances.seenAt} > now() - make_interval(secs => ${GONE_AFTER_SECONDS})`;
  const clash = await db
    .select()
    .from(appInstances)
    .where(
      and(
        live,
        or(
          lt(appInstances.schemaLevel, MIN_COMPATIBLE_LEVEL),
          gt(appInstances.minCompatibleLevel, SCHEMA_LEVEL),
        ),
      ),
    );
  if (clash.length) {
    const names = clash.map((c) => `${c.release} (schema level ${c.schemaLevel}, ${c.host} pid ${c.pid})`);
    throw new IncompatibleReleaseRunning(
      `This release (schema level ${SCHEMA_LEVEL}, runs beside level ${MIN_COMPATIBLE_LEVEL} and up) cannot run ` +
        `beside ${names.join(', ')} on the same database. Stop those instances first (drain), then start this one.`,
    );
  }
  const id = (state.id ??= randomBytes(12).toString('hex'));
  await db
    .insert(appInstances)
    .values({
      id,
      release: releaseName(),
      schemaLevel: SCHEMA_LEVEL,
      minCompatibleLevel: MIN_COMPATIBLE_LEVEL,
      host: os.hostname(),
      pid: process.pid,
    })
    .onConflictDoUpdate({ target: appInstances.id, set: { seenAt: sql`now()` } });
  // Rows of instances gone for a day are history, not neighbours.
  await db.delete(appInstances).where(sql`${appInstances.seenAt} < now() - interval '1 day'`);
  state.timer ??= setInterval(() => {
    db.update(appInstances)
      .set({ seenAt: sql`now()` })
      .where(eq(appInstances.id, id))
      .catch((err) => log.warn('instance heartbeat failed', { error: (err as Error).message }));
  }, HEARTBEAT_MS).unref();
  return id;
}

/** On a graceful stop: this instance no longer counts as a neighbour. */
export async function unregisterInstance(db: Db): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  if (state.id) await db.delete(appInstances).where(eq(appInstances.id, state.id));
}
