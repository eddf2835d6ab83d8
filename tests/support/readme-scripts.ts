import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The README's scripts as a user runs them (tests/scripts/readme-*.test.ts). */
const root = path.resolve(import.meta.dirname, '..', '..');
export const run = promisify(execFile);

/** A fresh database for the scripts: a new PostgreSQL database beside DATABASE_URL's, or a new PGlite folder. */
export async function freshDatabase(label = 'readme') {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-readme-'));
    return {
      env: { DATABASE_URL: '', PGLITE_DIR: dir } as Record<string, string>,
      query: async (sql: string) => {
        const db = new PGlite(dir);
        try {
          return (await db.query<Record<string, unknown>>(sql)).rows;
        } finally {
          await db.close();
        }
      },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `${new URL(url).pathname.slice(1)}_${label}_${process.pid}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const adminSql = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await adminSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminSql(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() } as Record<string, string>,
    query: async (sql: string) => {
      const c = new pg.Client({ connectionString: target.toString() });
      await c.connect();
      try {
        return (await c.query(sql)).rows as Record<string, unknown>[];
      } finally {
        await c.end();
      }
    },
    drop: () => adminSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export function npmRun(script: string, env: Record<string, string>, args: string[] = []) {
  return run('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    timeout: 180_000,
  });
}
