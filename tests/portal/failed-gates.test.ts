import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { failedGateMessages } from '@/server/orders/lifecycle/check-gates';
import { merchantFixture } from '../support/fixtures';

/** What the order screen shows after a refused confirmation (04 B2): the gates as they stand now. */
describe('failedGateMessages', () => {
  it("names the failed gates of the merchant's own order, and nothing for another merchant's or an unknown id", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const draft = await a.api('POST', '/v1/orders', { body: { order: {} } });
    expect(draft.status).toBe(201);
    const db = await getDb();
    const messages = await failedGateMessages(db, a.merchantId, draft.body.order.id);
    expect(messages).toContain('The order has no lines.');
    expect(await failedGateMessages(db, b.merchantId, draft.body.order.id)).toEqual([]);
    expect(await failedGateMessages(db, a.merchantId, 'not-an-id')).toEqual([]);
  });
});
