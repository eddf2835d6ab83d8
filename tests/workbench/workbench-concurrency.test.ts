import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { merchants, webhookDeliveries } from '@/db/schema';
import { addUnits, createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/** Operations that two requests may run at once: really parallel calls (on PostgreSQL, separate sessions). */
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_INSECURE = '1';
  await getDb();
});

describe('at once', () => {
  it('two replays of the same events add each event once', async () => {
    const m = await merchantFixture();
    const ep = (
      await m.api('POST', '/v1/webhook-endpoints', {
        body: {
          webhook_endpoint: { url: 'http://127.0.0.1:9/x', event_types: ['product.inventory_changed'] },
        },
      })
    ).body.webhook_endpoint;
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 1);
    await addUnits(p.id, 2);
    const ids = (await m.api('GET', '/v1/events')).body.events.map((e: any) => e.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        m.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, { body: { event_ids: ids } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    expect(answers.reduce((n, a) => n + a.body.replay.queued, 0)).toBe(2);
    const db = await getDb();
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, ep.id), eq(webhookDeliveries.status, 'pending')));
    expect(rows.map((r) => r.eventId).sort()).toEqual([...ids].sort());
  });

  it("two creations of one merchant's sandbox make one sandbox", async () => {
    const live = await merchantFixture();
    const op = await operatorFixture(['ops:admin']);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => op.api('POST', `/ops/v1/merchants/${live.merchantId}/sandbox`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.sandbox.id)).size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(merchants).where(eq(merchants.sandboxOf, live.merchantId))).toHaveLength(1);
  });
});
