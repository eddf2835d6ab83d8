import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { appInstances } from '@/db/schema';
import { assertStorageConfigured } from '@/server/files/storage';
import {
  IncompatibleReleaseRunning,
  registerInstance,
  unregisterInstance,
} from '@/server/platform/instance-registry';
import { MIN_COMPATIBLE_LEVEL, SCHEMA_LEVEL } from '@/server/platform/release';

/** Rows as other instances write them: a release, its levels, and how long ago it was last seen. */
async function neighbour(levels: { schema: number; min: number }, seenSecondsAgo = 0) {
  const db = await getDb();
  const id = randomBytes(12).toString('hex');
  await db.insert(appInstances).values({
    id,
    release: `neighbour ${id.slice(0, 6)}`,
    schemaLevel: levels.schema,
    minCompatibleLevel: levels.min,
    host: 'elsewhere',
    pid: 1,
    seenAt: sql`now() - make_interval(secs => ${seenSecondsAgo})`,
  });
  return id;
}

describe('two releases on one database (docs/decisions/migrations.md "Two releases at once")', () => {
  it('an instance starts beside compatible releases and registers itself', async () => {
    const db = await getDb();
    const ids = [await neighbour({ schema: SCHEMA_LEVEL, min: MIN_COMPATIBLE_LEVEL })];
    try {
      const me = await registerInstance(db);
      const rows = await db
        .select()
        .from(appInstances)
        .where(inArray(appInstances.id, [me]));
      expect(rows[0]).toMatchObject({ schemaLevel: SCHEMA_LEVEL, minCompatibleLevel: MIN_COMPATIBLE_LEVEL });
      await unregisterInstance(db);
      expect(
        await db
          .select()
          .from(appInstances)
          .where(inArray(appInstances.id, [me])),
      ).toEqual([]);
    } finally {
      await db.delete(appInstances).where(inArray(appInstances.id, ids));
    }
  });

  it('refuses to start beside a live older release it cannot run with, or a newer one that cannot run with it', async () => {
    const db = await getDb();
    const older = await neighbour({ schema: MIN_COMPATIBLE_LEVEL - 1, min: 0 });
    try {
      await expect(registerInstance(db)).rejects.toThrow(IncompatibleReleaseRunning);
      await expect(registerInstance(db)).rejects.toThrow(/Stop those instances first/);
    } finally {
      await db.delete(appInstances).where(inArray(appInstances.id, [older]));
    }
    const newer = await neighbour({ schema: SCHEMA_LEVEL + 1, min: SCHEMA_LEVEL + 1 });
    try {
      await expect(registerInstance(db)).rejects.toThrow(IncompatibleReleaseRunning);
    } finally {
      await db.delete(appInstances).where(inArray(appInstances.id, [newer]));
    }
  });

  it('an instance gone quiet (killed without a goodbye) is not a neighbour', async () => {
    const db = await getDb();
    const dead = await neighbour({ schema: MIN_COMPATIBLE_LEVEL - 1, min: 0 }, 120);
    try {
      await registerInstance(db);
      await unregisterInstance(db);
    } finally {
      await db.delete(appInstances).where(inArray(appInstances.id, [dead]));
    }
  });
});

describe('where files live in production (server/files/storage.ts)', () => {
  it('a production server on PostgreSQL without STORAGE_DIR or S3_BUCKET refuses to start, naming both', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' } as NodeJS.ProcessEnv;
    expect(() => assertStorageConfigured(prod)).toThrow(/STORAGE_DIR .* or S3_BUCKET/s);
    expect(() => assertStorageConfigured({ ...prod, STORAGE_DIR: '/srv/files' })).not.toThrow();
    expect(() => assertStorageConfigured({ ...prod, S3_BUCKET: 'files' })).not.toThrow();
    // The demo (embedded database) keeps its folder beside the data.
    expect(() => assertStorageConfigured({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).not.toThrow();
  });
});
