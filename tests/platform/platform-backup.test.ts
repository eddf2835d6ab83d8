import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, getDbHandle } from '@/db/client';
import { storeFile } from '@/server/files/store-file';
import { LocalFileStorage } from '@/server/files/storage';
import { createBackup, sha256 } from '@/server/platform/backup/create-backup';
import { restoreBackup } from '@/server/platform/backup/restore-backup';
import { merchantFixture } from '../support/fixtures';

const saved = { ...process.env };
afterEach(() => {
  for (const k of ['DATABASE_URL', 'PGLITE_DIR', 'STORAGE_DIR']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Some stored files of a new merchant, as labels and photos are stored: bytes in storage, a row in files. */
async function someFiles() {
  const m = await merchantFixture();
  const db = await getDb();
  const made = [];
  for (const [name, mime, size] of [
    ['label.pdf', 'application/pdf', 40_000],
    ['photo.png', 'image/png', 300_000],
    ['note.txt', 'text/plain', 12],
  ] as const) {
    const bytes = randomBytes(size);
    const row = await storeFile(db, {
      merchantId: m.merchantId,
      fileName: name,
      mime,
      bytes,
      folder: 'test',
    });
    made.push({ row, sha: sha256(bytes) });
  }
  return { merchantId: m.merchantId, made };
}

/** A new empty database on the test's PostgreSQL server: its URL and a way to drop it. */
async function emptyDatabase() {
  const adminUrl = process.env.DATABASE_URL!;
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1)}_restore_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Rows of a table and the files' rows in the restored database (PostgreSQL or an embedded folder). */
async function readRestored(kind: 'postgres' | 'pglite', target: string, merchantId: string) {
  const q = `select (select count(*)::int from merchants where id = '${merchantId}') as merchant,
                    (select count(*)::int from drizzle.__drizzle_migrations) as migrations`;
  const filesQ = `select id, storage_key, size from files where merchant_id = '${merchantId}' order by id`;
  if (kind === 'postgres') {
    const c = new Client({ connectionString: target });
    await c.connect();
    try {
      return { counts: (await c.query(q)).rows[0], files: (await c.query(filesQ)).rows };
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = new PGlite(target, { extensions: { pg_trgm } });
  try {
    return { counts: (await pglite.query<any>(q)).rows[0], files: (await pglite.query<any>(filesQ)).rows };
  } finally {
    await pglite.close();
  }
}

describe('npm run backup / npm run restore (docs/decisions/migrations.md "Backups")', () => {
  it('restores the database and every file into a fresh database and storage, byte for byte', async () => {
    const { merchantId, made } = await someFiles();
    const handle = await getDbHandle();
    const archive = path.join(tmp('fp-bk-'), 'backup.tar');
    const manifest = await createBackup(handle, archive);
    expect(manifest.database.kind).toBe(handle.kind);
    for (const f of made) expect(manifest.files.map((x) => x.id)).toContain(f.row.id);

    const storageDir = tmp('fp-restored-storage-');
    process.env.STORAGE_DIR = storageDir;
    const target = handle.kind === 'postgres' ? await emptyDatabase() : null;
    const pgliteDir = path.join(tmp('fp-restored-db-'), 'pglite');
    try {
      if (target) process.env.DATABASE_URL = target.url;
      else process.env.PGLITE_DIR = pgliteDir;
      await restoreBackup(archive);
      const restored = await readRestored(handle.kind, target?.url ?? pgliteDir, merchantId);
      // Other test files write beside this one: what is checked is this test's data and the schema's state.
      expect(restored.counts).toEqual({ merchant: 1, migrations: manifest.migrations_applied });
      expect(restored.files.map((f: any) => f.id)).toEqual(made.map((f) => f.row.id).sort());
      // Every file the restored database names reads back from the restored storage, unchanged.
      const storage = new LocalFileStorage(storageDir);
      for (const f of made) {
        const bytes = await storage.get(f.row.storageKey);
        expect(bytes && sha256(bytes)).toBe(f.sha);
      }
    } finally {
      await target?.drop();
    }
  });

  it('a damaged archive restores nothing', async () => {
    await someFiles();
    const handle = await getDbHandle();
    const dir = tmp('fp-bk-');
    const archive = path.join(dir, 'backup.tar');
    await createBackup(handle, archive);
    // One byte of one stored file changes inside the archive (unpacked, changed, packed again).
    const unpacked = tmp('fp-bk-unpacked-');
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    const victim = path.join(unpacked, manifest.files.at(-1).entry);
    const bytes = fs.readFileSync(victim);
    bytes[0] = bytes[0]! ^ 0xff;
    fs.writeFileSync(victim, bytes);
    await tar.create({ file: archive, cwd: unpacked }, fs.readdirSync(unpacked));

    const storageDir = tmp('fp-restored-storage-');
    process.env.STORAGE_DIR = storageDir;
    const target = handle.kind === 'postgres' ? await emptyDatabase() : null;
    const pgliteDir = path.join(tmp('fp-restored-db-'), 'pglite');
    try {
      if (target) process.env.DATABASE_URL = target.url;
      else process.env.PGLITE_DIR = pgliteDir;
      await expect(restoreBackup(archive)).rejects.toThrow(/checksum|damaged/);
      expect(fs.readdirSync(storageDir)).toEqual([]);
      expect(fs.existsSync(pgliteDir)).toBe(false);
      if (target) {
        const c = new Client({ connectionString: target.url });
        await c.connect();
        const r = await c.query(
          `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        await c.end();
        expect(r.rows[0].n).toBe(0);
      }
    } finally {
      await target?.drop();
    }
  });
});
