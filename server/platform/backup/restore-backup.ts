import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { getStorage } from '@/server/files/storage';
import { MANIFEST, run, sha256, type BackupManifest } from './create-backup';

/**
 * Brings an archive of createBackup back: checks every checksum first (a damaged archive changes nothing), then
 * restores the database into an EMPTY target (DATABASE_URL's database, which must hold no tables, or the
 * embedded database's folder PGLITE_DIR, which must not exist yet) and puts every file into the storage in use
 * (STORAGE_DIR or S3_BUCKET). Returns the manifest.
 */
export async function restoreBackup(archive: string): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
    verify(work, manifest.database.entry, manifest.database.sha256);
    for (const f of manifest.files) verify(work, f.entry, f.sha256);

    const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    if (target !== manifest.database.kind)
      throw new Error(
        `the archive holds a ${manifest.database.kind} database; restore it with ${
          manifest.database.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset (PGLITE_DIR)'
        }`,
      );
    if (target === 'postgres') await restorePostgres(path.join(work, manifest.database.entry));
    else await restorePglite(path.join(work, manifest.database.entry));

    const storage = getStorage();
    for (const f of manifest.files)
      await storage.put(f.key, fs.readFileSync(path.join(work, f.entry)), f.mime);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function verify(work: string, entry: string, expected: string) {
  const file = path.join(work, entry);
  if (!fs.existsSync(file)) throw new Error(`the archive lacks ${entry}`);
  if (sha256(fs.readFileSync(file)) !== expected)
    throw new Error(`${entry} does not match its checksum: the archive is damaged`);
}

async function restorePostgres(dump: string) {
  const url = process.env.DATABASE_URL!;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if (Number(tables.rows[0].n) > 0)
      throw new Error('the target database is not empty: restore into a new database');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dump]);
}

async function restorePglite(dataDirArchive: string) {
  const dir = process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite');
  if (dir.startsWith('memory://')) throw new Error('PGLITE_DIR must name a folder to restore into');
  if (fs.existsSync(dir) && fs.readdirSync(dir).length)
    throw new Error(`${dir} is not empty: restore into a new folder (PGLITE_DIR)`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = new PGlite(dir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(dataDirArchive)]),
  });
  await pglite.waitReady;
  await pglite.close();
}
