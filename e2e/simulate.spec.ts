import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { noSeriousAxe } from './support/axe';
import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { authFile, DEMO_MERCHANT_ID } from './support/users';

/**
 * The sandbox's Simulate panels on an order, a product and a return (docs/decisions/workbench.md): each
 * button runs the same simulation as POST /v1/simulations/…, as a plain form post with a redirect back;
 * refusals read in the portal's words; live merchants never see the panel.
 */
test.describe.configure({ timeout: 120_000 });

const CUSTOMER = {
  first_name: 'Sanna',
  last_name: 'Sandbox',
  address: 'Testikatu 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

async function sandboxId(): Promise<string> {
  const { sandbox } = await opApi('POST', `/ops/v1/merchants/${DEMO_MERCHANT_ID}/sandbox`);
  return sandbox.id as string;
}

/** A confirmed order of the sandbox with one line of a product that has stock. */
async function sandboxOrder(merchantId: string) {
  const product = await productWithStock({ units: 5, merchantId, name: 'Simulated tea' });
  const { order } = await opApi(
    'POST',
    '/v1/orders',
    {
      order: {
        status: 'confirmed',
        merchants_id: `SIM-${randomBytes(4).toString('hex').toUpperCase()}`,
        customer: CUSTOMER,
        items: [{ product: { id: product.id }, quantity: 1 }],
      },
    },
    merchantId,
  );
  return { order: order as { id: string }, product };
}

/** The merchant admin in a context of its own, switched to the sandbox through the Developers screen. */
async function inSandbox(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    storageState: authFile('merchant_admin'),
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto('/developers/sandbox');
  await page.getByRole('button', { name: 'Switch to the sandbox' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('sandbox-banner')).toBeVisible();
  return page;
}

test('Simulate on a sandbox order, product and return: pick and ship, receive stock, a stale click answered in the portal’s words, axe', async ({
  browser,
  baseURL,
}) => {
  const sandbox = await sandboxId();
  const { order, product } = await sandboxOrder(sandbox);
  const page = await inSandbox(browser, baseURL, true);

  await page.goto(`/orders/${order.id}`);
  const panel = page.getByTestId('simulate-panel');
  await expect(panel.getByRole('heading', { name: 'Simulate (sandbox)' })).toBeVisible();
  await noSeriousAxe(page);
  await panel.getByRole('button', { name: 'Pick and ship' }).click();
  await expect(page.getByRole('status')).toHaveText('Simulated: the warehouse picked and shipped the order.');
  await expect(page.getByRole('heading', { name: 'Shipments' })).toBeVisible();
  await expect(panel).toContainText('Nothing to simulate in this status');

  // a second order: the page is open with its button when the API processes it first
  const second = await sandboxOrder(sandbox);
  await page.goto(`/orders/${second.order.id}`);
  await opApi('POST', `/v1/simulations/orders/${second.order.id}/_process`, undefined, sandbox);
  await page.getByTestId('simulate-panel').getByRole('button', { name: 'Pick and ship' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not done:' })).toHaveText(
    'Not done: Only confirmed orders can be picked.',
  );

  await page.goto(`/products/${product.id}`);
  const onHand = Number(await page.getByTestId('on-hand').textContent());
  const stock = page.getByTestId('simulate-panel');
  await noSeriousAxe(page);
  await stock.getByLabel('Units').fill('3');
  await stock.getByRole('button', { name: 'Receive stock' }).click();
  await expect(page.getByRole('status')).toHaveText('Simulated: the stock was received.');
  await expect(page.getByTestId('on-hand')).toHaveText(String(onHand + 3));
  await expect(page.getByRole('cell', { name: 'SANDBOX-SHELF' }).first()).toBeVisible();

  // a sandbox return's panel
  const { order_return } = await opApi(
    'POST',
    '/v1/order-returns',
    {
      order_return: {
        name: `Axe return ${Date.now()}`,
        items: [{ product: { id: product.id }, quantity: 1 }],
      },
    },
    sandbox,
  );
  await page.goto(`/returns/${order_return.id}`);
  await expect(
    page.getByTestId('simulate-panel').getByRole('button', { name: 'Parcel arrives' }),
  ).toBeVisible();
  await noSeriousAxe(page);
  await page.context().close();
});

test('Simulate without JavaScript: a sandbox return arrives, is inspected and the order ships as plain form posts', async ({
  browser,
  baseURL,
}) => {
  const sandbox = await sandboxId();
  const { order, product } = await sandboxOrder(sandbox);
  const { order_return } = await opApi(
    'POST',
    '/v1/order-returns',
    {
      order_return: {
        name: `Simulated return ${Date.now()}`,
        items: [{ product: { id: product.id }, quantity: 1 }],
      },
    },
    sandbox,
  );
  const page = await inSandbox(browser, baseURL, false);

  await page.goto(`/orders/${order.id}`);
  await page.getByTestId('simulate-panel').getByRole('button', { name: 'Pick and ship' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?done=simulated-process$`));
  await expect(page.getByRole('status')).toHaveText('Simulated: the warehouse picked and shipped the order.');

  // (axe needs JavaScript in the page: the return's panel is checked in the test above)
  await page.goto(`/returns/${order_return.id}`);
  const panel = page.getByTestId('simulate-panel');
  await panel.getByRole('button', { name: 'Parcel arrives' }).click();
  await expect(page.getByText('Simulated: the parcel arrived.')).toBeVisible();
  await panel.getByLabel('Condition of every line').selectOption('damaged');
  await panel.getByRole('button', { name: 'Inspect' }).click();
  await expect(page.getByText('Simulated: every line was inspected.')).toBeVisible();
  await page.context().close();
});

test('a live merchant sees no Simulate panel on its orders, products and returns', async ({ loginAs }) => {
  const product = await productWithStock({ units: 2, name: 'Live tea' });
  const { order } = await opApi('POST', '/v1/orders', {
    order: { status: 'confirmed', customer: CUSTOMER, items: [{ product: { id: product.id }, quantity: 1 }] },
  });
  const { order_return } = await opApi('POST', '/v1/order-returns', {
    order_return: {
      name: `Live return ${Date.now()}`,
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  const page = await loginAs('merchant_admin');
  for (const path of [`/orders/${order.id}`, `/products/${product.id}`, `/returns/${order_return.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('simulate-panel')).toHaveCount(0);
    await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
  }
});
