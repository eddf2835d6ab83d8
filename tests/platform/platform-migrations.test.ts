import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb, getDbHandle } from '@/db/client';
import {
  applyMigrations,
  applyOne,
  pgliteSession,
  pgSession,
  readMigration,
  type MigrationSession,
} from '@/db/migrate';
import { orderReturnItems, orderReturns } from '@/db/schema';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { createProduct } from '../support/data';
import { arrive, createOrder, createReturnViaApi } from '../support/returns-data';

/** Runs `work` with a migration session of the test's database (one connection, as the app migrates). */
async function withSession<T>(work: (s: MigrationSession) => Promise<T>): Promise<T> {
  const h = await getDbHandle();
  if (h.pool) {
    const client = await h.pool.connect();
    try {
      return await work(pgSession(client));
    } finally {
      client.release();
    }
  }
  return work(pgliteSession(h.pglite!));
}

/** A migrations folder of the test's own, in drizzle-kit's layout (journal + one .sql per entry). */
function migrationsFolder(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const base = Date.now();
  const entries = files.map((text, i) => {
    const tag = `${String(i).padStart(4, '0')}_step`;
    fs.writeFileSync(path.join(dir, `${tag}.sql`), text);
    return { idx: i, version: '7', when: base + i, tag, breakpoints: true };
  });
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return dir;
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

describe('the migration runner (docs/decisions/migrations.md)', () => {
  it('applies each migration on its own, builds indexes concurrently outside a transaction, backfills in batches, and applies nothing twice', async () => {
    // The test's tables live in the schema that records its migrations (public holds only the app's tables).
    const s0 = uniqueName('mt');
    const t = `${s0}.data`;
    const folder = migrationsFolder([
      `CREATE TABLE ${t} (id int PRIMARY KEY, x int, y int);--> statement-breakpoint
       INSERT INTO ${t} SELECT g, g % 7, NULL FROM generate_series(1, 12000) g;`,
      `-- migrate: no-transaction
       CREATE INDEX CONCURRENTLY IF NOT EXISTS data_x_idx ON ${t} (x);`,
      `ALTER TABLE ${t} ADD COLUMN z int;--> statement-breakpoint
       -- migrate: repeat-until-done
       UPDATE ${t} SET y = x WHERE id IN (SELECT id FROM ${t} WHERE y IS NULL LIMIT 5000);`,
    ]);
    const table = { schema: s0, name: 'applied' };
    const first = await withSession((s) => applyMigrations(s, { folder, table }));
    expect(first).toEqual(['0000_step', '0001_step', '0002_step']);
    const db = await getDb();
    const rows = await db.execute(sql.raw(`select count(*)::int as n from ${t} where y is null`));
    expect(Number((rows.rows[0] as any).n)).toBe(0);
    const index = await db.execute(
      sql.raw(`select i.indisvalid from pg_index i join pg_class c on c.oid = i.indexrelid
               where c.relname = 'data_x_idx' and c.relnamespace = '${s0}'::regnamespace`),
    );
    expect((index.rows[0] as any).indisvalid).toBe(true);
    const recorded = await db.execute(sql.raw(`select count(*)::int as n from "${s0}"."applied"`));
    expect(Number((recorded.rows[0] as any).n)).toBe(3);
    expect(await withSession((s) => applyMigrations(s, { folder, table }))).toEqual([]);
    await db.execute(sql.raw(`drop schema ${s0} cascade`));
  });

  // PostgreSQL only: the embedded database has one connection, so nothing can hold a lock beside a migration.
  it.skipIf(!process.env.DATABASE_URL)(
    'a migration that cannot take its lock in time steps aside for the queries behind it, then tries again',
    async () => {
      const url = process.env.DATABASE_URL!;
      const s0 = uniqueName('mt');
      const t = `${s0}.data`;
      const db = await getDb();
      await db.execute(sql.raw(`create schema ${s0}; create table ${t} (id int primary key)`));
      const folder = migrationsFolder([`ALTER TABLE ${t} ADD COLUMN w int;`]);
      const holder = new Client({ connectionString: url });
      const reader = new Client({ connectionString: url });
      await holder.connect();
      await reader.connect();
      try {
        // A long write transaction holds the table; the migration's ALTER must wait for it.
        await holder.query('begin');
        await holder.query(`insert into ${t} values (1)`);
        const log: string[] = [];
        const migrating = withSession((s) =>
          applyMigrations(s, {
            folder,
            table: { schema: s0, name: 'applied' },
            lockTimeoutMs: 100,
            log: (m) => log.push(m),
          }),
        );
        // A waiting ALTER queues every later reader behind it; with a lock timeout it steps aside, so a reader
        // arriving meanwhile gets through while the long transaction still runs.
        await new Promise((r) => setTimeout(r, 50));
        await reader.query(`select count(*) from ${t}`);
        await expect.poll(() => log.some((m) => m.includes('trying again'))).toBe(true);
        await holder.query('commit');
        await expect(migrating).resolves.toEqual(['0000_step']);
      } finally {
        await holder.end();
        await reader.end();
        await db.execute(sql.raw(`drop schema ${s0} cascade`));
      }
    },
  );
});

describe('0018: lines an older release wrote after 0015 get their expected quantity back', () => {
  it('registered lines expect their quantity, lines found at arrival 0, a return registered without contents none', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const a = await createProduct(m.merchantId);
    const b = await createProduct(m.merchantId);
    const order = await createOrder(m.merchantId, { items: [{ productId: a.id, quantity: 2 }] });
    const withContents = await createReturnViaApi(m, {
      original_order: { id: order.id },
      items: [{ product: { id: a.id }, quantity: 2 }],
    });
    // Arrives with what was registered and one unit of another product besides.
    await arrive(op, withContents.id, {
      warehouse_location: { id: 'RET-01' },
      items: [
        { product: { id: a.id }, quantity: 2 },
        { product: { id: b.id }, quantity: 1 },
      ],
    });
    const withoutContents = await createReturnViaApi(m, { original_order: { id: order.id }, items: [] });
    await arrive(op, withoutContents.id, {
      warehouse_location: { id: 'RET-01' },
      items: [{ product: { id: b.id }, quantity: 1 }],
    });
    const ids = [withContents.id, withoutContents.id];
    const db = await getDb();
    // What a release older than 0015 stored: no expected quantity; and a received quantity seen short.
    await db
      .update(orderReturnItems)
      .set({ expectedQuantity: null })
      .where(inArray(orderReturnItems.orderReturnId, ids));
    await db
      .update(orderReturnItems)
      .set({ receivedQuantity: 1, inspectionCondition: 'sellable' })
      .where(
        sql`${orderReturnItems.orderReturnId} = ${withContents.id} and ${orderReturnItems.productId} = ${a.id}`,
      );
    await db.update(orderReturns).set({ hasDiscrepancy: false }).where(inArray(orderReturns.id, ids));

    await withSession((s) => applyOne(s, readMigration('0018_expected_quantity_repair')));

    const lines = await db
      .select()
      .from(orderReturnItems)
      .where(inArray(orderReturnItems.orderReturnId, ids));
    const line = (returnId: string, productId: string) =>
      lines.find((l) => l.orderReturnId === returnId && l.productId === productId)!;
    expect(line(withContents.id, a.id).expectedQuantity).toBe(2);
    expect(line(withContents.id, b.id).expectedQuantity).toBe(0);
    expect(line(withoutContents.id, b.id).expectedQuantity).toBeNull();
    const [flagged] = await db.select().from(orderReturns).where(eq(orderReturns.id, withContents.id));
    expect(flagged!.hasDiscrepancy).toBe(true);
    const [unflagged] = await db.select().from(orderReturns).where(eq(orderReturns.id, withoutContents.id));
    expect(unflagged!.hasDiscrepancy).toBe(false);
  });
});

describe('the migration linter (scripts/lint-migrations.mjs, run by npm test)', () => {
  const lint = (folder?: string) =>
    spawnSync(process.execPath, ['scripts/lint-migrations.mjs', ...(folder ? [folder] : [])], {
      encoding: 'utf8',
    });

  it("passes the project's migrations", () => {
    const r = lint();
    expect(r.stdout + r.stderr).toContain('migrations clean');
    expect(r.status).toBe(0);
  });

  it('fails on a migration that would lock a busy table: an index without CONCURRENTLY, a foreign key validated at once', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-lint-'));
    fs.writeFileSync(
      path.join(folder, '0099_unsafe.sql'),
      `CREATE INDEX "orders_note_idx" ON "orders" ("note");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_x_fk" FOREIGN KEY ("x") REFERENCES "merchants"("id");`,
    );
    const r = lint(folder);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('require-concurrent-index-creation');
    expect(r.stdout + r.stderr).toContain('adding-foreign-key-constraint');
  });
});
