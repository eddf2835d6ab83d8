import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { uniq } from './support/unique';

/**
 * Exchanges in a real browser (docs/decisions/returns.md "Exchanges"): a return of size M asking for size L, the
 * merchant sees the exchange waiting with its draft order, the warehouse is told what an inspection will do and
 * finds the item damaged, the merchant sees it held and releases it; the order says whose exchange it is, and
 * the returns list filters on it.
 */

const CUSTOMER = {
  first_name: 'Eeva',
  last_name: 'Vaihtaja',
  address: 'Aleksanterinkatu 5',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

async function exchangeReturn() {
  const group = uniq('TEE');
  const sizeM = await productWithStock({ name: `Tee ${group} M` });
  const sizeL = await productWithStock({ name: `Tee ${group} L`, units: 3 });
  for (const p of [sizeM, sizeL])
    await opApi('PATCH', `/v1/products/${p.id}`, { product: { variant_group: group } });
  const { order } = await opApi('POST', '/v1/orders', {
    order: { customer: CUSTOMER, items: [{ product: { id: sizeM.id }, quantity: 1 }] },
  });
  const name = uniq('Exchange');
  const { order_return } = await opApi('POST', '/v1/order-returns', {
    order_return: {
      name,
      original_order: { id: order.id },
      items: [
        {
          product: { id: sizeM.id },
          quantity: 1,
          return_reason: { code: 'size_too_small' },
          exchange: { product: { id: sizeL.id }, quantity: 1 },
        },
      ],
    },
  });
  return {
    name,
    returnId: order_return.id as string,
    exchangeOrderId: order_return.exchange_order.id,
    sizeL,
  };
}

test('an exchange waits, is held by a damaged inspection, and the merchant releases it', async ({
  loginAs,
}) => {
  test.setTimeout(300_000);
  const { name, returnId, exchangeOrderId, sizeL } = await exchangeReturn();

  const m = await loginAs('merchant_admin');
  await m.goto(`/returns/${returnId}`);
  await expect(m.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({ timeout: 60_000 });
  const exchange = m.getByTestId('exchange');
  await expect(exchange.getByRole('heading', { name: /Exchange/ })).toContainText('Waiting');
  await expect(exchange.getByRole('table', { name: 'Exchange lines' })).toContainText(sizeL.name);
  await expect(m.getByRole('table', { name: 'Returned items' })).toContainText(`1 × ${sizeL.sku}`);

  // warehouse: what an inspection will do, then the item found damaged
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals/${returnId}`);
  await wh.getByLabel('Arrival location').fill('RET-EXC');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered');
  await expect(wh.getByTestId('exchange-outcome')).toContainText('holds it for the merchant');
  const form = wh.getByRole('form', { name: /^Inspect Line 1/ });
  await form.getByLabel('Condition').selectOption('damaged');
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Inspection saved.');
  await expect(wh.getByTestId('exchange-outcome')).toContainText('Exchange held');

  // merchant: held, with the inspection beside it; release by hand
  await m.reload();
  await expect(exchange.getByRole('heading', { name: /Exchange/ })).toContainText('Held');
  await expect(exchange.getByRole('table', { name: 'Exchange lines' })).toContainText('Damaged');
  await exchange.getByRole('button', { name: 'Release exchange' }).click();
  await expect(m.getByRole('status').first()).toContainText('Exchange released');
  await expect(exchange.getByRole('heading', { name: /Exchange/ })).toContainText('Released');
  await expect(exchange.getByRole('button', { name: 'Release exchange' })).toHaveCount(0);

  // the order says whose exchange it is
  await m.goto(`/orders/${exchangeOrderId}`);
  await expect(m.getByRole('link', { name: `Exchange for return ${name}` })).toBeVisible();
  await expect(m.getByRole('heading', { level: 1 })).toHaveText(/^Exchange order/);

  // the list filters on it
  await m.goto('/returns?has_exchange=true&exchange_status=released');
  await expect(m.getByRole('link', { name })).toBeVisible();
  await m.goto('/returns?exchange_status=cancelled');
  await expect(m.getByRole('link', { name })).toHaveCount(0);
});

test('the merchant cancels a waiting exchange and its draft order', async ({ loginAs }) => {
  test.setTimeout(180_000);
  const { returnId, exchangeOrderId } = await exchangeReturn();
  const m = await loginAs('merchant_admin');
  await m.goto(`/returns/${returnId}`);
  const exchange = m.getByTestId('exchange');
  await exchange.getByText('Cancel exchange', { exact: true }).click();
  await exchange.getByRole('button', { name: 'Yes, cancel the exchange' }).click();
  await expect(m.getByRole('status').first()).toContainText('Exchange cancelled');
  await m.goto(`/orders/${exchangeOrderId}`);
  await expect(m.getByText('Cancelled', { exact: true }).first()).toBeVisible();
});

test('a customer asks for another size on the returns page; after approval the tracking page follows the exchange', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  // the demo's order of two small aprons (server/demo/seed-exchanges.ts): one per run of this test
  await page.goto('/r/nordic-pantry?lang=en');
  await page.getByLabel('Order number').fill('NP-X-2005');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByRole('button', { name: 'Find my order' }).click();
  const line = page.locator('fieldset').first();
  await line.getByLabel('How many').selectOption('1');
  await line.getByLabel('Reason').selectOption('size_too_small');
  const exchange = line.getByLabel('Exchange for');
  await expect(exchange.locator('option')).toHaveText([
    'No exchange, just return it',
    'Linen apron, size L',
    'Linen apron, size M',
  ]);
  await exchange.selectOption({ label: 'Linen apron, size M' });
  await page.getByLabel('I send it myself').check();
  await page.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByRole('heading', { name: 'Your return' })).toBeVisible();
  const tracking = page.url();

  const staff = await loginAs('merchant_staff');
  await staff.goto('/returns/requests');
  const request = staff
    .locator('section', { hasText: 'Order NP-X-2005' })
    .filter({ hasText: 'exchange for Linen apron, size M' })
    .first();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Decision saved')).toBeVisible();

  await page.goto(tracking);
  const ex = page.getByTestId('exchange');
  await expect(ex.getByRole('heading', { name: 'Your exchange' })).toBeVisible();
  await expect(ex).toContainText('We send your exchange once your return has been checked.');
  await expect(ex).toContainText('Linen apron, size M × 1');
});
