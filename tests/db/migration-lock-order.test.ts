import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Migrations take their locks in the order the application does, parents first (docs/decisions/migrations.md
 * "Lock order: parents first"): a static check of every migration file against the known parents and children.
 */

/** Each parent and the tables the application touches after locking the parent's row. */
const PARENTS_FIRST: Record<string, readonly string[]> = {
  orders: ['order_items', 'shipments', 'shipment_units'],
  order_returns: ['order_return_items', 'return_attachments', 'return_labels'],
  inbound_shipments: ['inbound_shipment_lines', 'inbound_boxes', 'inbound_receipts'],
  inbound_receipts: ['inbound_receipt_lines'],
  cycle_counts: ['cycle_count_items', 'cycle_count_locations'],
  invoices: ['invoice_lines'],
  rate_cards: ['rate_card_versions', 'rate_card_fees'],
};

/**
 * Migrations applied everywhere that lock a child first (drizzle-kit orders its statements by table name): 0029's
 * deadlocked with the release it upgraded. History, not changed; an upgrade across them drains.
 */
const HISTORY = ['0015_return_inspection_views.sql', '0029_exchanges.sql', '0036_inbound_notices.sql'];

const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'db', 'migrations');

const NAME = String.raw`(?:"?\w+"?\.)?"?(\w+)"?`;
const LOCKS: RegExp[] = [
  new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${NAME}`, 'i'),
  new RegExp(
    String.raw`^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)(?:IF\s+NOT\s+EXISTS\s+)?[^;]*?\sON\s+(?:ONLY\s+)?${NAME}`,
    'i',
  ),
  new RegExp(String.raw`^(?:CREATE\s+(?:OR\s+REPLACE\s+)?|DROP\s+)TRIGGER\s[^;]*?\sON\s+${NAME}`, 'i'),
  new RegExp(String.raw`\sREFERENCES\s+${NAME}`, 'i'),
];

/** The tables a statement locks until the migration's transaction ends, in the order it takes them. */
function tablesLocked(statement: string): string[] {
  const lock = /^LOCK\s+(?:TABLE\s+)?(?:ONLY\s+)?([^;]*?)(?:\s+IN\s+|$)/i.exec(statement);
  if (lock)
    return lock[1]!.split(',').map((t) =>
      t
        .trim()
        .replace(/"/g, '')
        .replace(/^\w+\./, ''),
    );
  if (/^CREATE\s+TABLE/i.test(statement)) return [];
  return LOCKS.flatMap((re) => {
    const m = re.exec(statement);
    return m ? [m[1]!] : [];
  });
}

/** The statements of a migration, comments left out. */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(/;|-->\s*statement-breakpoint/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Each child a migration locks before its parent (both existing before it: a table it creates is not busy). */
function lockOrderViolations(sql: string): string[] {
  if (/^--\s*migrate:\s*no-transaction/m.test(sql)) return []; // each statement commits on its own
  const created = new Set(
    [...sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi)].map(
      (m) => m[1]!,
    ),
  );
  const first = new Map<string, number>();
  for (const statement of statements(sql))
    for (const table of tablesLocked(statement)) if (!first.has(table)) first.set(table, first.size);
  const out: string[] = [];
  for (const [parent, children] of Object.entries(PARENTS_FIRST)) {
    if (!first.has(parent) || created.has(parent)) continue;
    for (const child of children)
      if (first.has(child) && !created.has(child) && first.get(child)! < first.get(parent)!)
        out.push(`${child} before ${parent}`);
  }
  return out;
}

describe('migration lock order (parents first)', () => {
  const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));

  it('no migration locks a child table before its parent, but the three applied before the rule', () => {
    const found = Object.fromEntries(
      files.map((f) => [f, lockOrderViolations(fs.readFileSync(path.join(MIGRATIONS, f), 'utf8'))]),
    );
    const bad = Object.entries(found).filter(([f, v]) => v.length && !HISTORY.includes(f));
    expect(bad).toEqual([]);
    // the check still sees what those three did
    expect(found['0029_exchanges.sql']).toEqual(['order_return_items before order_returns']);
    for (const f of HISTORY) expect(found[f]!.length).toBeGreaterThan(0);
  });

  it('finds a planted child-first migration, in each way a statement can lock', () => {
    const bad = [
      'ALTER TABLE "order_return_items" ADD COLUMN "x" text;--> statement-breakpoint',
      'ALTER TABLE "order_returns" ADD COLUMN "y" text;',
    ].join('\n');
    expect(lockOrderViolations(bad)).toEqual(['order_return_items before order_returns']);
    expect(lockOrderViolations('LOCK TABLE order_items, orders IN SHARE MODE;')).toEqual([
      'order_items before orders',
    ]);
    expect(
      lockOrderViolations(
        'CREATE INDEX "i" ON "inbound_shipment_lines" ("x");\nALTER TABLE "inbound_shipments" ADD COLUMN "z" text;',
      ),
    ).toEqual(['inbound_shipment_lines before inbound_shipments']);
    expect(
      lockOrderViolations(
        'ALTER TABLE "invoice_lines" ADD CONSTRAINT "f" FOREIGN KEY ("a") REFERENCES "public"."invoices"("id");',
      ),
    ).toEqual(['invoice_lines before invoices']); // a foreign key locks the table it is added to, then the other
  });

  it('accepts parents first, a table the migration creates, and a migration outside a transaction', () => {
    expect(
      lockOrderViolations(
        'ALTER TABLE "order_returns" ADD COLUMN "y" text;\nALTER TABLE "order_return_items" ADD COLUMN "x" text;',
      ),
    ).toEqual([]);
    expect(
      lockOrderViolations(
        'CREATE TABLE "return_labels" ("id" text);\nALTER TABLE "return_labels" ADD COLUMN "x" text;\nALTER TABLE "order_returns" ADD COLUMN "y" text;',
      ),
    ).toEqual([]);
    expect(
      lockOrderViolations(
        '-- migrate: no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "i" ON "order_items" ("x");\nALTER TABLE "orders" ADD COLUMN "y" text;',
      ),
    ).toEqual([]);
  });
});
