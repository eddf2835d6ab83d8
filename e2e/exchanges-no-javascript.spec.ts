import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { CUSTOMER, uniq } from './support/unique';

/**
 * Exchanges without client JavaScript (the `no-javascript` project, playwright.config.ts): the merchant's release
 * and cancel buttons are plain form posts.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 30_000 };

test('merchant: release and cancel exchanges with plain posts', async ({ loginAs }) => {
  const group = uniq('NJ-TEE');
  const sizeM = await productWithStock({ name: `No-JS tee ${group} M` });
  const sizeL = await productWithStock({ name: `No-JS tee ${group} L`, units: 2 });
  for (const p of [sizeM, sizeL])
    await opApi('PATCH', `/v1/products/${p.id}`, { product: { variant_group: group } });
  const { order } = await opApi('POST', '/v1/orders', {
    order: { customer: CUSTOMER, items: [{ product: { id: sizeM.id }, quantity: 1 }] },
  });
  const exchangeReturn = async () =>
    (
      await opApi('POST', '/v1/order-returns', {
        order_return: {
          original_order: { id: order.id },
          items: [
            { product: { id: sizeM.id }, quantity: 1, exchange: { product: { id: sizeL.id }, quantity: 1 } },
          ],
        },
      })
    ).order_return.id as string;
  const m = await loginAs('merchant_admin');
  const released = await exchangeReturn();
  await m.goto(`/returns/${released}`);
  await m.getByTestId('exchange').getByRole('button', { name: 'Release exchange' }).click();
  await expect(m.getByRole('status').first()).toContainText('Exchange released', SLOW);

  const cancelled = await exchangeReturn();
  await m.goto(`/returns/${cancelled}`);
  const exchange = m.getByTestId('exchange');
  await exchange.getByText('Cancel exchange', { exact: true }).click();
  await exchange.getByRole('button', { name: 'Yes, cancel the exchange' }).click();
  await expect(m.getByRole('status').first()).toContainText('Exchange cancelled', SLOW);
});
