import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { authFile, DEMO_MERCHANT_ID, demoUser } from './support/users';
import { CUSTOMER, uniq } from './support/unique';

/**
 * The portal without client JavaScript (06 "Expectations": pages render on the server and work without it, except
 * label polling and upload progress). This file runs in the `no-javascript` project (playwright.config.ts), and
 * walks every form of every role as plain form posts: each is filled, sent, and its outcome read from the page
 * the server sends back. The arrival page's file upload is the one exception (its drop zone needs JavaScript
 * for the upload progress the specification asks for).
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 30_000 };

/** A confirmed order (with its number) and a return of it, through the API. */
async function orderAndReturn(units = 3) {
  const product = await productWithStock({ units, name: 'No-JS shirt' });
  const number = uniq('NJ');
  const { order } = await opApi('POST', '/v1/orders', {
    order: {
      status: 'confirmed',
      merchants_id: number,
      customer: CUSTOMER,
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  const name = uniq('No-JS return');
  const { order_return } = await opApi('POST', '/v1/order-returns', {
    order_return: {
      name,
      original_order: { id: order.id },
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  return { product, number, order, name, returnId: order_return.id as string };
}

test('sign in, switch merchant and sign out with plain form posts', async ({ page }) => {
  const u = demoUser('operator_admin');
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(u.email);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByLabel('Acting for').selectOption({ label: 'Alpine Outdoor GmbH' });
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('main')).toContainText('Alpine Outdoor GmbH');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
});

test.describe('merchant admin', () => {
  test('orders: create (errors first), edit, confirm, cancel, delete; filter the list, save and delete a view', async ({
    loginAs,
  }) => {
    const page = await loginAs('merchant_admin');
    const product = await productWithStock({ units: 3 });
    const ref = uniq('NJ-ORD');
    await page.goto('/orders/new');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.getByLabel('Your order reference').fill(ref);
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Virtanen');
    await page.getByLabel('Address').fill('Mannerheimintie 1');
    await page.getByLabel('Postal code').fill('00100');
    await page.getByLabel('City').fill('Helsinki');
    await page.getByLabel('Country code').fill('FI');
    await page.getByLabel('E-mail').fill('anna@example.com');
    await page.getByLabel('Line 1 SKU').fill(product.sku);
    await page.getByLabel('Line 1 quantity').fill('1');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByRole('status').first()).toContainText('Order created.', SLOW);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Line 1 quantity').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').first()).toContainText('Changes saved.', SLOW);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').first()).toContainText('Order confirmed.', SLOW);
    await page.getByText('Cancel order', { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByRole('status').first()).toContainText('Order cancelled', SLOW);

    const { order: draft } = await opApi('POST', '/v1/orders', {
      order: { merchants_id: uniq('NJ-DRAFT'), items: [{ product: { id: product.id }, quantity: 1 }] },
    });
    await page.goto(`/orders/${draft.id}`);
    await page.getByText('Delete order', { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete the order' }).click();
    await expect(page.getByRole('status').first()).toContainText('Order deleted.', SLOW);

    await page.goto('/orders');
    await page.getByLabel('Search').fill(ref);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('link', { name: ref })).toBeVisible();
    const view = uniq('View');
    await page.getByLabel('View name').fill(view);
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View “${view}” saved.`)).toBeVisible(SLOW);
    await page.locator('summary', { hasText: `Delete view “${view}”` }).click();
    await page.getByRole('button', { name: 'Yes, delete the view' }).click();
    await expect(page.getByText('Saved view deleted.')).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: view, exact: true })).toHaveCount(0);
  });

  test('returns: register, change the reasons, attach a service, request the label, cancel another', async ({
    loginAs,
  }) => {
    const page = await loginAs('merchant_admin');
    const { number, product } = await orderAndReturn();
    const name = uniq('NJ-RET');
    await page.goto('/returns/new');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Original order', { exact: true }).fill(number);
    await page.getByLabel('Product, line 1').selectOption({ label: `${product.sku} – No-JS shirt` });
    await page.getByLabel('Reason, line 1').selectOption({ label: 'Size too small' });
    await page.getByRole('button', { name: 'Register return' }).click();
    await expect(page.getByRole('status').first()).toContainText('Return registered.', SLOW);
    await expect(
      page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: number }),
    ).toBeVisible();

    const reasons = page.getByRole('form', { name: 'Return reasons' });
    await reasons.getByLabel(/^Reason, Line 1/).selectOption({ label: 'Size too large' });
    await reasons.getByRole('button', { name: 'Save reasons' }).click();
    await expect(page.getByText('Reasons saved.')).toBeVisible(SLOW);

    const service = page.getByRole('form', { name: 'Attach an extra service' });
    await service.getByLabel('Service').selectOption({ index: 1 });
    await service.getByRole('button', { name: 'Attach service' }).click();
    await expect(page.getByText(/Service .* attached/)).toBeVisible(SLOW);

    // "Request label" posts as a form: the server waits a moment, then the page shows the label.
    await page.getByRole('button', { name: 'Request label' }).click();
    await expect(page.getByRole('link', { name: 'Download label (PDF)' })).toBeVisible(SLOW);

    const other = await orderAndReturn();
    await page.goto(`/returns/${other.returnId}`);
    await page.getByText('Cancel return', { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, cancel the return' }).click();
    await expect(page.getByRole('status').first()).toContainText('Return cancelled.', SLOW);
  });

  test('returns: the decision (with a line exception) saves, and saving without a choice says what is missing', async ({
    loginAs,
  }) => {
    const { returnId } = await orderAndReturn();
    await opApi('POST', `/ops/v1/order-returns/${returnId}/_arrive`, {
      arrival: { warehouse_location: { id: 'RET-NJ' } },
    });
    const page = await loginAs('merchant_admin');
    await page.goto(`/returns/${returnId}`);
    const form = page.getByRole('form', { name: 'Merchant decision' });
    await expect(form.getByRole('button', { name: 'Save decision' })).toBeEnabled();
    await form.getByRole('button', { name: 'Save decision' }).click();
    await expect(page.getByText('Choose what should happen to the return.')).toBeVisible(SLOW);

    await page.getByLabel('Put back on the shelf').check();
    await page.getByLabel(/^Line 1:/).selectOption('destroy');
    await page.getByRole('button', { name: 'Save decision' }).click();
    await expect(page.getByText('Decision saved.')).toBeVisible(SLOW);
    const items = page.getByRole('table', { name: 'Returned items' });
    await expect(items).toContainText('Destroy');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('To shelf');
  });

  test('condition defaults, a split from a shelf group, users, API clients and webhook endpoints', async ({
    loginAs,
  }) => {
    const page = await loginAs('merchant_admin');
    await page.goto('/returns/condition-defaults');
    await page.getByLabel('Damaged', { exact: true }).selectOption('destroy');
    await page.getByRole('button', { name: 'Save defaults' }).click();
    await expect(page.getByText('Defaults saved.')).toBeVisible(SLOW);
    await page.getByLabel('Damaged', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Save defaults' }).click();
    await expect(page.getByText('Defaults saved.')).toBeVisible(SLOW);

    // Split: the source's shelf on submit of that choice, a group into the filters, the preview, the split.
    const source = await productWithStock({ units: 2, location: 'NJ-01' });
    await page.goto('/split');
    await page.getByLabel('Source product').selectOption(source.sku);
    await page.getByRole('button', { name: 'Show its shelf' }).click();
    const groups = page.getByRole('table', { name: 'Free units by best-before date, batch and location' });
    await expect(groups).toContainText('NJ-01');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await groups.getByRole('button', { name: /^Use/ }).first().click();
    await expect(page.getByLabel('Location code')).toHaveValue('NJ-01');
    const target = uniq('NJ-TGT');
    await page.getByLabel('Target SKU').fill(target);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('preview-summary')).toContainText('2 units would move');
    await page.getByRole('button', { name: 'Split 2 units' }).click();
    await expect(page.getByTestId('split-result')).toContainText(
      `2 units moved from ${source.sku} to ${target}.`,
    );

    const email = `${uniq('nojs').toLowerCase()}@example.com`;
    await page.goto('/users');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText(`User ${email} created.`)).toBeVisible(SLOW);

    await page.goto('/developers/api-clients');
    const client = `NoJS client ${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Name').fill(client);
    await page.getByRole('button', { name: 'Create API client' }).click();
    await expect(page.getByTestId('new-client-secret')).toBeVisible();
    await page.goto('/developers/api-clients');
    const row = page.getByRole('row').filter({ hasText: client });
    await expect(row.getByRole('button', { name: 'Yes, revoke it' })).toBeHidden();
    await row.locator('summary', { hasText: `Revoke ${client}` }).click();
    await row.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expect(page.getByText('revoked.')).toBeVisible();

    const url = `http://127.0.0.1:9/${uniq('nojs-hook')}`;
    await page.goto('/developers/webhooks');
    const endpoint = page.getByRole('form', { name: 'New endpoint' });
    await endpoint.getByLabel('URL').fill(url);
    await endpoint.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(page.getByTestId('new-webhook-secret')).toBeVisible(SLOW);
    await page.goto('/developers/webhooks');
    await page.getByText(`Delete ${url}`, { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByRole('link', { name: url })).toHaveCount(0);
  });
});

test('merchant staff: an order and a decision with plain posts', async ({ loginAs }) => {
  const { returnId, product } = await orderAndReturn();
  await opApi('POST', `/ops/v1/order-returns/${returnId}/_arrive`, {
    arrival: { warehouse_location: { id: 'RET-NJ' } },
  });
  const page = await loginAs('merchant_staff');
  await page.goto('/orders/new');
  await page.getByLabel('Your order reference').fill(uniq('NJ-STAFF'));
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Address').fill('Mannerheimintie 1');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByLabel('City').fill('Helsinki');
  await page.getByLabel('Country code').fill('FI');
  await page.getByLabel('Line 1 SKU').fill(product.sku);
  await page.getByLabel('Line 1 quantity').fill('1');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('status').first()).toContainText('Order created.', SLOW);
  await page.goto(`/returns/${returnId}`);
  await page.getByLabel('Resend as a new order').check();
  await page.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Decision saved.')).toBeVisible(SLOW);
});

test('warehouse staff: arrival, inspection, release, completion; stock receiving, a unit change and a count', async ({
  loginAs,
  baseURL,
}) => {
  const { returnId, name } = await orderAndReturn();
  const wh = await loginAs('warehouse_staff');
  await wh.goto('/warehouse/arrivals');
  await wh.getByLabel('Search').fill(name);
  await wh.getByRole('button', { name: 'Filter' }).click();
  await wh.getByRole('link', { name }).click();
  await wh.getByLabel('Arrival location').fill('RET-NJ');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered', SLOW);

  const inspect = wh.getByRole('form', { name: /^Inspect Line 1/ });
  await inspect.getByLabel('Received quantity').fill('1');
  await inspect.getByLabel('Condition').selectOption('sellable');
  await inspect.getByRole('button', { name: 'Save inspection' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Inspection saved.', SLOW);

  await opApi('POST', `/v1/order-returns/${returnId}/_merchant-decision`, {
    merchant_decision: { code: 'to_shelf' },
  });
  await wh.reload();
  await wh.getByRole('button', { name: 'Release for processing' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Released for processing.', SLOW);
  await wh.getByText('Complete', { exact: true }).click();
  await wh.getByRole('button', { name: 'Yes, processing is done' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Completed', SLOW);

  const product = await productWithStock({ name: 'No-JS stock' });
  await wh.context().addCookies([{ name: 'fp_acting_merchant', value: DEMO_MERCHANT_ID, url: baseURL! }]);
  await wh.goto('/warehouse/stock');
  await wh.getByLabel('Search').fill(product.sku);
  await wh.getByRole('button', { name: 'Search' }).click();
  await wh.getByRole('link', { name: product.sku }).click();
  const receive = wh.getByRole('form', { name: 'Receive stock' });
  await receive.getByLabel('Quantity').fill('2');
  await receive.getByLabel('Location').fill('NJ-R1');
  await receive.getByRole('button', { name: 'Receive units' }).click();
  await expect(wh.getByText('Received 2 units into NJ-R1 (on shelf).')).toBeVisible(SLOW);
  const units = wh.getByRole('table', { name: `Units of ${product.sku}` });
  await units.getByRole('row').nth(1).getByLabel('New state').selectOption('blocked');
  await units.getByRole('row').nth(1).getByRole('button', { name: 'Save' }).click();
  await expect(wh.getByText(/^Unit \w+ saved\.$/)).toBeVisible(SLOW);
  const count = wh.getByRole('form', { name: 'Record a count' });
  await count.getByLabel('Counted quantity').fill('2');
  await count.getByRole('button', { name: 'Record count' }).click();
  await expect(count.getByText('matching on hand')).toBeVisible(SLOW);
});

test.describe('operator admin', () => {
  test('a form with field errors and a success message (create merchant)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: authFile('operator_admin'),
    });
    const page = await context.newPage();
    await page.goto('/merchants');
    await page.getByRole('button', { name: 'Create merchant' }).click();
    await expect(page.locator('#f-merchant-name-error')).toHaveText('Required.');
    const name = `NoJS ${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create merchant' }).click();
    await expect(page.getByText(`Merchant “${name}” created.`)).toBeVisible();
    await expect(page.getByRole('cell', { name })).toBeVisible();
    await context.close();
  });

  test('catalog services (create, deactivate) and pickup points', async ({ loginAs }) => {
    const page = await loginAs('operator_admin');
    const code = uniq('NJSVC').replace(/-/g, '_');
    await page.goto('/catalog-services');
    const form = page.getByRole('form', { name: 'New catalog service' });
    await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await form.getByLabel('Name').fill('No-JS gift wrap');
    await form.getByLabel('Kind').selectOption('extra');
    await form.getByRole('button', { name: 'Create service' }).click();
    await expect(page.getByText(`Catalog service ${code} created.`)).toBeVisible(SLOW);
    const row = page
      .getByRole('table', { name: 'Catalog services' })
      .getByRole('row', { name: new RegExp(code) });
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(
      page.getByRole('table', { name: 'Catalog services' }).getByRole('row', { name: new RegExp(code) }),
    ).toContainText('Inactive', SLOW);

    const pp = uniq('NJPP');
    await page.goto('/pickup-points');
    const point = page.getByRole('form', { name: 'New pickup point' });
    await point.getByRole('textbox', { name: 'Code', exact: true }).fill(pp);
    await point.getByLabel('Name').fill('No-JS locker');
    await point.getByLabel('Address').fill('Testikatu 1');
    await point.getByLabel('Postal code').fill('00100');
    await point.getByLabel('City').fill('Helsinki');
    await point.getByLabel('Country').fill('FI');
    await point.getByRole('button', { name: 'Create pickup point' }).click();
    await expect(page.getByText(`Pickup point ${pp} created.`)).toBeVisible(SLOW);
  });
});

test('outbound without JavaScript: start picking, pack by scanning, ship', async ({ loginAs }) => {
  const { outboundOrders } = await import('./support/outbound-data');
  const { product, orders } = await outboundOrders(1);
  const order = orders[0]!;
  const page = await loginAs('warehouse_staff');
  await page.goto(`/warehouse/outbound/${order.id}`);
  await page.getByRole('button', { name: 'Start picking' }).click();
  await expect(page.getByText('Picking started')).toBeVisible(SLOW);
  await page.getByLabel('Scan or type a SKU or GTIN').fill(product.sku);
  await page.getByLabel('Scan or type a SKU or GTIN').press('Enter');
  await expect(page.getByText(`${product.sku} – E2E outbound mug: 1 of 1 packed.`)).toBeVisible(SLOW);
  await page.getByLabel('Weight (g)').fill('500');
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByText(/^Shipped\./)).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('Posti');
});
