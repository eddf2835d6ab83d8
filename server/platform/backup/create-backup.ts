import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { DbHandle } from '@/db/client';
import { getStorage } from '@/server/files/storage';

/**
 * One archive holding everything a restore needs to bring the product back as it was (docs/decisions/
 * migrations.md "Backups"): the database (pg_dump's custom format, or the embedded database's data folder) and
 * every stored file the database refers to (labels, attachments, photos: read through the storage in use, a
 * local folder or the S3 bucket), with a manifest of sha256 checksums that the restore checks first.
 *
 * On PostgreSQL the dump and the list of files are read in one snapshot (pg_dump --snapshot), so the archive
 * holds exactly the files of the rows it holds. The keys the product is configured with (NEXTAUTH_SECRET,
 * JWT_SECRET, LINK_SIGNING_SECRET, DATA_ENCRYPTION_KEY) are not in it: keep them in the secret store they come
 * from; stored webhook secrets are encrypted with DATA_ENCRYPTION_KEY and need it after a restore.
 */
export interface BackupManifest {
  format: 1;
  created_at: string;
  database: { kind: 'postgres' | 'pglite'; entry: string; sha256: string; size: number };
  migrations_applied: number;
  files: { id: string; key: string; entry: string; size: number; sha256: string; mime: string }[];
  /** Files the database names but the storage no longer has (a backup lists them rather than fail). */
  missing: string[];
}

export const MANIFEST = 'manifest.json';

export async function createBackup(handle: DbHandle, archive: string): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-backup-'));
  try {
    const { database, rows, migrations } =
      handle.kind === 'postgres' ? await dumpPostgres(handle, work) : await dumpPglite(handle, work);
    const storage = getStorage();
    const files: BackupManifest['files'] = [];
    const missing: string[] = [];
    for (const f of rows) {
      const bytes = await storage.get(f.storage_key);
      if (!bytes) {
        missing.push(f.storage_key);
        continue;
      }
      const entry = path.posix.join('files', f.storage_key);
      fs.mkdirSync(path.join(work, path.dirname(entry)), { recursive: true });
      fs.writeFileSync(path.join(work, entry), bytes);
      files.push({
        id: f.id,
        key: f.storage_key,
        entry,
        size: bytes.length,
        sha256: sha256(bytes),
        mime: f.mime,
      });
    }
    const manifest: BackupManifest = {
      format: 1,
      created_at: new Date().toISOString(),
      database,
      migrations_applied: migrations,
      files,
      missing,
    };
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.create({ file: archive, cwd: work, gzip: false, portable: true }, [
      MANIFEST,
      database.entry,
      ...(files.length ? ['files'] : []),
    ]);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

interface FileRow {
  id: string;
  storage_key: string;
  mime: string;
}

async function dumpPostgres(handle: DbHandle, work: string) {
  const client = await handle.pool!.connect();
  try {
    // One snapshot for the dump and the file list, held open by this transaction while pg_dump reads it.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query('select pg_export_snapshot() as s')).rows[0].s as string;
    const rows = (await client.query('select id, storage_key, mime from files order by id'))
      .rows as FileRow[];
    const migrations = Number(
      (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n,
    );
    const entry = 'database.dump';
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${path.join(work, entry)}`,
      `--dbname=${process.env.DATABASE_URL}`,
    ]);
    await client.query('commit');
    return { database: describe('postgres', work, entry), rows, migrations };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function dumpPglite(handle: DbHandle, work: string) {
  const pglite = handle.pglite!;
  const rows = (await pglite.query<FileRow>('select id, storage_key, mime from files order by id')).rows;
  const migrations = Number(
    (await pglite.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
      .rows[0]!.n,
  );
  const entry = 'database.pglite.tar.gz';
  const blob = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(path.join(work, entry), Buffer.from(await blob.arrayBuffer()));
  return { database: describe('pglite', work, entry), rows, migrations };
}

function describe(kind: 'postgres' | 'pglite', work: string, entry: string): BackupManifest['database'] {
  const bytes = fs.readFileSync(path.join(work, entry));
  return { kind, entry, sha256: sha256(bytes), size: bytes.length };
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Runs a PostgreSQL client program (pg_dump, pg_restore), failing with what it printed. */
export function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err: any) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(
              `${cmd} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`,
            )
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
