import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@/server/demo/demo-data';
import { freshDatabase, npmRun } from '../support/readme-scripts';

/** The README's backup and restore steps, run as the user runs them, on a fresh database of their own. */
describe('README steps: backup and restore', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  afterAll(async () => database?.drop());

  it('npm run backup, then npm run restore into another fresh database and storage', async () => {
    const source = (database = await freshDatabase('backup_source'));
    await npmRun('db:migrate', source.env);
    await npmRun('db:seed', source.env);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-readme-backup-'));
    const archive = path.join(dir, 'backup.tar');
    const storage = { STORAGE_DIR: path.join(dir, 'storage') };
    const backup = await npmRun('backup', { ...source.env, ...storage }, [archive]);
    expect(backup.stdout).toMatch(/backup written/);
    const target = await freshDatabase('backup_target');
    try {
      // The embedded database restores into a folder that does not exist yet.
      const env = target.env.PGLITE_DIR
        ? { ...target.env, PGLITE_DIR: path.join(target.env.PGLITE_DIR, 'restored') }
        : target.env;
      const restore = await npmRun('restore', { ...env, STORAGE_DIR: path.join(dir, 'restored-storage') }, [
        archive,
      ]);
      expect(restore.stdout).toMatch(/restored/);
      const q = env.PGLITE_DIR
        ? async (sql: string) => {
            const db = new PGlite(env.PGLITE_DIR);
            try {
              return (await db.query<Record<string, unknown>>(sql)).rows;
            } finally {
              await db.close();
            }
          }
        : target.query;
      const users = await q(`select email from users`);
      expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_USERS.map((u) => u.email)));
    } finally {
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 400_000);
});
