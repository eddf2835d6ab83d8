import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { charges, invoiceLines, invoices } from '@/db/schema';
import { chargeEvents } from '@/server/billing/charges/charge-events';
import { createManualCharge } from '@/server/billing/charges/manual-charge';
import { issueInvoice } from '@/server/billing/invoices/invoice-lifecycle';
import { runInvoices } from '@/server/billing/invoices/run-invoices';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { cardFor, merchantEvents } from '../support/billing-data';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/**
 * Billing under concurrency, on PostgreSQL (separate sessions of the pool really run side by side; the embedded
 * database has one connection): the same event delivered from several instances at once is one charge; an
 * invoice run racing new charges puts each charge on exactly one invoice or on none yet; parallel issues take
 * consecutive numbers.
 */
const onPostgres = !!process.env.DATABASE_URL;

describe('billing concurrency', () => {
  it.skipIf(!onPostgres)(
    'the same events delivered by four instances at once make one charge each',
    async () => {
      const op = await operatorFixture();
      const m = await merchantFixture();
      await cardFor(op, m.merchantId, [{ fee: 'return', unit_price: 300 }]);
      for (let i = 0; i < 5; i++) {
        const r = await m.api('POST', '/v1/order-returns', { body: { order_return: {} } });
        await op.api('POST', `/ops/v1/order-returns/${r.body.order_return.id}/_arrive`, {
          body: { arrival: { warehouse_location: { id: 'R1' } } },
        });
      }
      const events = await merchantEvents(m.merchantId);
      // Four sessions, each in its own transaction, holding until all four have started.
      const sessions = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
          await c.connect();
          return c;
        }),
      );
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const schema = await import('@/db/schema');
      const results = await Promise.all(
        sessions.map(async (c) => {
          const d = drizzle(c, { schema });
          return d.transaction((tx) => chargeEvents(tx as never, events));
        }),
      );
      await Promise.all(sessions.map((c) => c.end()));
      expect(results.reduce((s, r) => s + r.charged, 0)).toBe(5);
      const db = await getDb();
      const rows = await db.select().from(charges).where(eq(charges.merchantId, m.merchantId));
      expect(rows).toHaveLength(5);
    },
  );

  it.skipIf(!onPostgres)(
    'an invoice run racing new charges: each charge on one invoice or on none, lines = charges',
    async () => {
      const op = await operatorFixture();
      const m = await merchantFixture();
      await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }]);
      const db = await getDb();
      const add = (amount: number) =>
        createManualCharge(
          db,
          { merchant_id: m.merchantId, reason: 'race', amount, occurred_at: '2026-02-10T10:00:00Z' },
          SYSTEM_ACTOR,
        );
      for (let i = 1; i <= 30; i++) await add(i);
      const racing = Array.from({ length: 30 }, (_, i) => add(100 + i));
      const runs = [
        runInvoices(db, { merchantId: m.merchantId, period: '2026-02' }),
        runInvoices(db, { merchantId: m.merchantId, period: '2026-02' }),
      ];
      await Promise.all([...racing, ...runs]);
      const drafts = await db.select().from(invoices).where(eq(invoices.merchantId, m.merchantId));
      expect(drafts).toHaveLength(1);
      const all = await db.select().from(charges).where(eq(charges.merchantId, m.merchantId));
      expect(all).toHaveLength(60);
      expect(all.every((c) => c.invoiceId === null || c.invoiceId === drafts[0]!.id)).toBe(true);
      // Issuing counts the lines again: the issued invoice is exactly its charges.
      await runInvoices(db, { merchantId: m.merchantId, period: '2026-02' });
      await issueInvoice(db, WAREHOUSE_SCOPE, drafts[0]!.id, SYSTEM_ACTOR);
      const onInvoice = await db.select().from(charges).where(eq(charges.invoiceId, drafts[0]!.id));
      const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, drafts[0]!.id));
      expect(onInvoice).toHaveLength(60);
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(onInvoice.reduce((s, c) => s + c.amount, 0));
    },
  );

  it.skipIf(!onPostgres)(
    'parallel issues of several merchants, one refused: the numbers stay gapless',
    async () => {
      const op = await operatorFixture();
      const db = await getDb();
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const m = await merchantFixture();
        await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }]);
        await createManualCharge(
          db,
          { merchant_id: m.merchantId, reason: 'x', amount: 100, occurred_at: '2026-03-03T10:00:00Z' },
          SYSTEM_ACTOR,
        );
        ids.push(...(await runInvoices(db, { merchantId: m.merchantId, period: '2026-03' })));
      }
      // One issue fails on purpose (its draft was voided first): a refused issue leaves no hole.
      const { voidInvoice } = await import('@/server/billing/invoices/invoice-lifecycle');
      await voidInvoice(db, WAREHOUSE_SCOPE, ids[2]!, SYSTEM_ACTOR);
      const settled = await Promise.allSettled(
        ids.map((id) => issueInvoice(db, WAREHOUSE_SCOPE, id, SYSTEM_ACTOR)),
      );
      expect(settled.filter((r) => r.status === 'rejected')).toHaveLength(1);
      // Gapless across the operator (whatever other tests issue meanwhile): the committed numbers are 1..n.
      const res = await db.execute(sql`
      select count(*)::int as n, coalesce(max(substr(number, 5)::int), 0) as top
        from invoices where kind = 'invoice' and number is not null`);
      const { n, top } = res.rows[0] as { n: number; top: number };
      expect(Number(n)).toBe(Number(top));
    },
  );
});
