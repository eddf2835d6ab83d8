import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { syncExchangeLines } from '@/server/returns/exchange/exchange-order';
import { loadItems } from '@/server/returns/reads/load-return';
import { exchangeReturn, returnEvents, setExchangePolicy, variantProduct } from '../support/exchange-data';
import { merchantFixture, operatorFixture, type MerchantFixture } from '../support/fixtures';
import { arrive, createOrder, createReturnViaApi } from '../support/returns-data';

/**
 * An exchange's cancel sends its event as a hold and a release do, whatever cancelled it; adding the first
 * exchange line answers the exchange as it ends up, not as it was read before.
 */

async function cancelledEvents(returnId: string) {
  return (await returnEvents(returnId, 'order_return.exchange_cancelled')).map(
    (e) => (e.payload as any).data,
  );
}

describe('order_return.exchange_cancelled', () => {
  it('is sent when the merchant cancels the exchange by hand', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    const res = await m.api('POST', `/v1/order-returns/${r.id}/exchange/_cancel`);
    expect(res.status).toBe(200);
    expect(await cancelledEvents(r.id)).toEqual([
      {
        order_return_id: r.id,
        exchange_order_id: r.exchange_order.id,
        exchange_status: 'cancelled',
        cancelled_by: 'manual',
      },
    ]);
    // a refused second cancel sends nothing more
    expect((await m.api('POST', `/v1/order-returns/${r.id}/exchange/_cancel`)).status).toBe(409);
    expect(await cancelledEvents(r.id)).toHaveLength(1);
  });

  it('is sent when the return is cancelled before release, and when its last exchange line is removed', async () => {
    const m = await merchantFixture();
    const first = (await exchangeReturn(m)).r;
    expect((await m.api('POST', `/v1/order-returns/${first.id}/_cancel`)).status).toBe(200);
    expect((await cancelledEvents(first.id)).map((d) => d.cancelled_by)).toEqual(['return_cancelled']);

    const second = (await exchangeReturn(m)).r;
    const cleared = await m.api('PATCH', `/v1/order-returns/${second.id}/items/${second.items[0].id}`, {
      body: { item: { exchange: null } },
    });
    expect(cleared.body.order_return.exchange_status).toBe('cancelled');
    expect((await cancelledEvents(second.id)).map((d) => d.cancelled_by)).toEqual(['lines_removed']);
  });

  it('is not sent when nothing was cancelled (a release)', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    expect((await m.api('POST', `/v1/order-returns/${r.id}/exchange/_release`)).status).toBe(200);
    expect(await cancelledEvents(r.id)).toEqual([]);
  });
});

/** A return of a shipped order without exchange lines, arrived; the exchange is added afterwards. */
async function arrivedPlainReturn(m: MerchantFixture) {
  const group = `STYLE-${Math.random().toString(16).slice(2, 8)}`;
  const sizeM = await variantProduct(m.merchantId, group);
  const sizeL = await variantProduct(m.merchantId, group, 5);
  const original = await createOrder(m.merchantId, {
    status: 'processed',
    items: [{ productId: sizeM.id, quantity: 1 }],
  });
  const r = await createReturnViaApi(m, {
    original_order: { id: original.id },
    items: [{ product: { id: sizeM.id }, quantity: 1, return_reason: { code: 'size_too_small' } }],
  });
  await arrive(await operatorFixture(), r.id);
  return { r, sizeL };
}

/** syncExchangeLines on the first exchange line of the return, as a PATCH runs it. */
async function addFirstExchange(returnId: string, itemId: string, productId: string, release: 'on_arrival') {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .update(orderReturnItems)
      .set({ exchangeProductId: productId, exchangeQuantity: 1 })
      .where(eq(orderReturnItems.id, itemId));
    const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    return syncExchangeLines(tx, row!, await loadItems(tx, returnId), release, SYSTEM_ACTOR);
  });
}

describe('syncExchangeLines', () => {
  it('answers the exchange released when the parcel had arrived already under on_arrival', async () => {
    const m = await merchantFixture();
    await setExchangePolicy(m, { release: 'on_arrival' });
    const { r, sizeL } = await arrivedPlainReturn(m);
    const answered = await addFirstExchange(r.id, r.items[0].id, sizeL.id, 'on_arrival');
    const db = await getDb();
    const [stored] = await db.select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(stored!.exchangeStatus).toBe('released');
    expect(answered.exchangeStatus).toBe(stored!.exchangeStatus);
    expect(answered.exchangeOrderId).toBe(stored!.exchangeOrderId);
  });

  it('answers the exchange held when the line had been inspected damaged under on_inspection', async () => {
    const m = await merchantFixture();
    const { r, sizeL } = await arrivedPlainReturn(m);
    const op = await operatorFixture();
    const inspected = await op.api('POST', `/ops/v1/order-returns/${r.id}/items/${r.items[0].id}/_inspect`, {
      body: { inspection: { received_quantity: 1, condition: 'damaged' } },
    });
    expect(inspected.status).toBe(200);
    const db = await getDb();
    const answered = await db.transaction(async (tx) => {
      await tx
        .update(orderReturnItems)
        .set({ exchangeProductId: sizeL.id, exchangeQuantity: 1 })
        .where(eq(orderReturnItems.id, r.items[0].id));
      const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, r.id)).for('update');
      return syncExchangeLines(tx, row!, await loadItems(tx, r.id), 'on_inspection', SYSTEM_ACTOR);
    });
    const [stored] = await db.select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(stored!.exchangeStatus).toBe('held');
    expect(answered.exchangeStatus).toBe('held');
  });
});
