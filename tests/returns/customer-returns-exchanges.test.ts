import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products, returnRequests } from '@/db/schema';
import { grantFor } from '@/server/returns/customer-page/find-order';
import { MESSAGES } from '@/server/returns/customer-page/messages';
import { trackingView } from '@/server/returns/customer-page/tracking';
import { exchangeChoices } from '@/server/returns/exchange/exchange-choices';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';
import { addUnits, createProduct } from '../support/data';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';
import { call, merchantFixture, uniq, type MerchantFixture } from '../support/fixtures';

/** Exchanges on the customer page (docs/decisions/returns.md "Exchanges"): offered sizes, request, tracking. */

async function groupedOrder(m: MerchantFixture, policy: Record<string, unknown> = {}) {
  const saved = await enablePolicy(m, { review: 'automatic', ...policy });
  const {
    order,
    products: [returned],
    lines,
  } = await processedOrder(m, { quantities: [1] });
  const group = uniq('STYLE');
  const db = await getDb();
  await db.update(products).set({ variantGroup: group }).where(eq(products.id, returned!.id));
  const size = async (name: string, units: number, active = true) => {
    const p = await createProduct(m.merchantId, { name, active });
    await db.update(products).set({ variantGroup: group }).where(eq(products.id, p.id));
    if (units) await addUnits(p.id, units);
    return p;
  };
  const inStock = await size('Size L', 2);
  const soldOut = await size('Size XL', 0);
  const inactive = await size('Size XS', 2, false);
  const otherGroup = await createProduct(m.merchantId, { name: 'Cap' });
  await addUnits(otherGroup.id, 2);
  return {
    slug: saved.slug as string,
    order,
    line: lines[0]!,
    returned: returned!,
    inStock,
    soldOut,
    inactive,
    otherGroup,
  };
}

const submit = (slug: string, grant: string, fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ lang: 'sv', method: 'own_shipment', ...fields })) f.append(k, v);
  return call('POST', `/r/${slug}/o/${grant}/submit`, { rawBody: f });
};

describe('customer page: Exchange for', () => {
  it('offers the in-stock, active products of the same variant group, and nothing when exchanges are off', async () => {
    const m = await merchantFixture();
    const o = await groupedOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const offered = await exchangeChoices(db, policy, [o.returned.id]);
    expect(offered.get(o.returned.id)).toEqual([{ id: o.inStock.id, name: 'Size L' }]);
    await enablePolicy(m, { exchanges: { enabled: false } });
    const off = await exchangeChoices(db, await loadReturnPolicy(db, m.merchantId), [o.returned.id]);
    expect(off.size).toBe(0);
  });

  it('a request with an exchange opens the exchange on approval; the tracking page follows its order', async () => {
    const m = await merchantFixture();
    const o = await groupedOrder(m);
    const grant = await grantFor(m.merchantId, o.order.id);
    const res = await submit(o.slug, grant, {
      [`q_${o.line.id}`]: '1',
      [`reason_${o.line.id}`]: 'size_too_small',
      [`exchange_${o.line.id}`]: o.inStock.id,
    });
    expect(res.status, res.text).toBe(303);
    const token = /\/t\/([\w-]+)\?/.exec(res.headers.get('location')!)![1]!;
    const db = await getDb();
    const [req] = await db.select().from(returnRequests).where(eq(returnRequests.merchantId, m.merchantId));
    expect(req!.status).toBe('approved');
    const api = await m.api('GET', `/v1/return-requests/${req!.id}`);
    expect(api.body.return_request.items[0].exchange).toEqual({ product: { id: o.inStock.id } });
    const ret = (await m.api('GET', `/v1/order-returns/${req!.orderReturnId}`)).body.order_return;
    expect(ret.exchange_status).toBe('waiting');
    expect(ret.items[0].exchange).toEqual({ product: { id: o.inStock.id }, quantity: 1 });

    const policy = await loadReturnPolicy(db, m.merchantId);
    const view = (await trackingView(db, policy, token))!;
    expect(view.exchange).toEqual({ progress: 'waiting', items: [{ name: 'Size L', quantity: 1 }] });
    expect(MESSAGES.sv.track[`exchange_${view.exchange!.progress}`]).toBe(
      'Vi skickar ditt byte när returen har kontrollerats.',
    );

    await m.api('POST', `/v1/order-returns/${ret.id}/exchange/_release`);
    expect((await trackingView(db, policy, token))!.exchange!.progress).toBe('released');
  });

  it('an exchange offered when the customer asked stands at approval, though the policy turned exchanges off since', async () => {
    const m = await merchantFixture();
    const o = await groupedOrder(m, { review: 'manual' });
    const grant = await grantFor(m.merchantId, o.order.id);
    const res = await submit(o.slug, grant, {
      [`q_${o.line.id}`]: '1',
      [`reason_${o.line.id}`]: 'size_too_small',
      [`exchange_${o.line.id}`]: o.inStock.id,
    });
    expect(res.status, res.text).toBe(303);
    const db = await getDb();
    const [req] = await db.select().from(returnRequests).where(eq(returnRequests.merchantId, m.merchantId));
    expect(req!.status).toBe('pending');
    // while the request waits, the tracking page says what was asked for instead
    const token = /\/t\/([\w-]+)\?/.exec(res.headers.get('location')!)![1]!;
    const pending = (await trackingView(db, await loadReturnPolicy(db, m.merchantId), token))!;
    expect(pending.exchange).toEqual({ progress: 'requested', items: [{ name: 'Size L', quantity: 1 }] });
    await enablePolicy(m, { slug: o.slug, exchanges: { enabled: false } });
    const approved = await m.api('POST', `/v1/return-requests/${req!.id}/_approve`);
    expect(approved.status, approved.text).toBe(200);
    const returnId = approved.body.return_request.order_return.id;
    const ret = (await m.api('GET', `/v1/order-returns/${returnId}`)).body.order_return;
    expect(ret.exchange_status).toBe('waiting');
    expect(ret.items[0].exchange).toEqual({ product: { id: o.inStock.id }, quantity: 1 });
    // the API's own registrations meet the policy as it is now
    const direct = await m.api('POST', '/v1/order-returns', {
      body: {
        order_return: {
          type: 'customer_return',
          original_order: { id: o.order.id },
          items: [
            {
              product: { id: o.returned.id },
              quantity: 1,
              exchange: { product: { id: o.inStock.id }, quantity: 1 },
            },
          ],
        },
      },
    });
    expect(direct.status).toBe(400);
    expect(direct.body.error_code).toBe('ORDER_RETURN_EXCHANGE_NOT_ALLOWED');
  });

  it('refuses a product not offered (sold out, another group, unknown), storing no request', async () => {
    const m = await merchantFixture();
    const o = await groupedOrder(m);
    const grant = await grantFor(m.merchantId, o.order.id);
    for (const wanted of [o.soldOut.id, o.inactive.id, o.otherGroup.id, 'ffffffffffffffffffffffff']) {
      const res = await submit(o.slug, grant, {
        [`q_${o.line.id}`]: '1',
        [`reason_${o.line.id}`]: 'size_too_small',
        [`exchange_${o.line.id}`]: wanted,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('error=not_eligible');
    }
    const db = await getDb();
    expect(await db.select().from(returnRequests).where(eq(returnRequests.merchantId, m.merchantId))).toEqual(
      [],
    );
  });
});
