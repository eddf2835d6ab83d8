import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { dashboardPeriod } from '@/server/dashboard/period';
import { returnsPerDay } from '@/server/dashboard/returns-per-day';
import { exchangeReturn } from '../support/exchange-data';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';
import { createReturnViaApi } from '../support/returns-data';

/** Exchanges in lists, products' variant groups and the dashboard (docs/decisions/returns.md "Exchanges"). */

const exchangeAction = (m: MerchantFixture, id: string, action: '_release' | '_cancel') =>
  m.api('POST', `/v1/order-returns/${id}/exchange/${action}`);

describe('lists and products', () => {
  it('filters returns by has_exchange and exchange_status', async () => {
    const m = await merchantFixture();
    const a = await exchangeReturn(m);
    const b = await exchangeReturn(m);
    await exchangeAction(m, b.r.id, '_cancel');
    const plain = await createReturnViaApi(m, {});
    const ids = async (q: string) =>
      (await m.api('GET', `/v1/order-returns?${q}`)).body.order_returns.map((x: any) => x.id).sort();
    expect(await ids('has_exchange=true')).toEqual([a.r.id, b.r.id].sort());
    expect(await ids('has_exchange=false')).toEqual([plain.id]);
    expect(await ids('exchange_status=cancelled')).toEqual([b.r.id]);
    expect(await ids('exchange_status=waiting,held')).toEqual([a.r.id]);
    const bad = await m.api('GET', '/v1/order-returns?exchange_status=gone');
    expect(bad.status).toBe(400);
  });

  it('products take a variant_group on create and PATCH, and lists filter on it', async () => {
    const m = await merchantFixture();
    const created = await m.api('POST', '/v1/products', {
      body: { product: { sku: `TEE-${Date.now()}-M`, name: 'Tee M', variant_group: 'TEE' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.product.variant_group).toBe('TEE');
    const other = await m.api('POST', '/v1/products', {
      body: { product: { sku: `CAP-${Date.now()}`, name: 'Cap' } },
    });
    expect(other.body.product.variant_group).toBeNull();
    const patched = await m.api('PATCH', `/v1/products/${other.body.product.id}`, {
      body: { product: { variant_group: 'TEE' } },
    });
    expect(patched.body.product.variant_group).toBe('TEE');
    const list = await m.api('GET', '/v1/products?variant_group=TEE');
    expect(list.body.products).toHaveLength(2);
    const cleared = await m.api('PATCH', `/v1/products/${other.body.product.id}`, {
      body: { product: { variant_group: null } },
    });
    expect(cleared.body.product.variant_group).toBeNull();
    expect((await m.api('GET', '/v1/products?variant_group=TEE')).body.products).toHaveLength(1);
  });
});

describe('dashboard: exchanges and returns', () => {
  it('counts the returns of the period with an exchange not cancelled', async () => {
    const m = await merchantFixture();
    await exchangeReturn(m);
    const cancelled = await exchangeReturn(m);
    await exchangeAction(m, cancelled.r.id, '_cancel');
    await createReturnViaApi(m, {});
    const db = await getDb();
    const figures = await returnsPerDay(db, m.merchantId, dashboardPeriod(7, new Date()));
    expect(figures.total).toBe(3);
    expect(figures.exchanges).toBe(1);
  });
});
