import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT, authFile } from './support/users';
import { uniq } from './support/unique';

/** The order screens (06 Orders): create, field errors from the shared schema, confirm, cancel, list and search. */
test.use({ storageState: authFile('merchant_staff') });
// Each step is a server action and a redirect; on a loaded machine (or a dev server compiling a page) they take a while.
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 90_000 };

/** API headers of the demo operator client acting for the demo merchant. */
async function apiHeaders(request: APIRequestContext) {
  const t = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_OPERATOR_CLIENT.clientId,
      client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
    },
  });
  expect(t.ok()).toBe(true);
  return {
    authorization: `Bearer ${(await t.json()).access_token}`,
    'x-provider-merchant-id': DEMO_MERCHANT_ID,
  };
}

/** A product with stock for the demo merchant, through the API as the demo operator client. */
async function stockedProduct(request: APIRequestContext, units: number) {
  const headers = await apiHeaders(request);
  const sku = uniq('E2E-ORD');
  const p = await request.post('/v1/products', {
    headers,
    data: { product: { sku, name: 'E2E order product' } },
  });
  expect(p.status()).toBe(201);
  const product = (await p.json()).product as { id: string; sku: string };
  if (units > 0) {
    const r = await request.post('/ops/v1/stock-units', {
      headers,
      data: { receipt: { product_id: product.id, quantity: units, location: 'E2E-01' } },
    });
    expect(r.status()).toBe(201);
  }
  return product;
}

async function fillCustomer(page: import('@playwright/test').Page, email = 'anna@example.com') {
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Address').fill('Mannerheimintie 1');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByLabel('City').fill('Helsinki');
  await page.getByLabel('Country code').fill('FI');
  await page.getByLabel('E-mail').fill(email);
}

test('creates an order in the browser, confirms it (stock reserved) and cancels it', async ({
  page,
  request,
}) => {
  const product = await stockedProduct(request, 3);
  const ref = uniq('WEB');
  await page.goto('/orders/new');
  await page.getByLabel('Your order reference').fill(ref);
  await fillCustomer(page);
  await page.getByLabel('Line 1 SKU').fill(product.sku);
  await page.getByLabel('Line 1 quantity').fill('2');
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${ref}` })).toBeVisible(SLOW);
  await expect(page.getByRole('status')).toContainText('Order created.');
  await expect(page.getByRole('main').getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: product.sku })).toBeVisible();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('Order confirmed.', SLOW);
  await expect(page.getByRole('main').getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/draft → confirmed/)).toBeVisible();

  await page.getByText('Cancel order', { exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('status')).toContainText('Order cancelled', SLOW);
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/confirmed → cancelled/)).toBeVisible();

  await page.goto(`/orders?q=${encodeURIComponent(ref)}`);
  await expect(page.getByRole('link', { name: ref })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const csv = await page.request.get(`/orders/export?q=${encodeURIComponent(ref)}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const rows = (await csv.text()).trim().split(/\r\n/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`,${ref},cancelled,Anna Virtanen,`);
});

test('shows the shared schema errors beside their fields and creates nothing', async ({ page, request }) => {
  const product = await stockedProduct(request, 0);
  const ref = uniq('BAD');
  await page.goto('/orders/new');
  await page.getByLabel('Your order reference').fill(ref);
  await fillCustomer(page, 'anna..virtanen@example.com');
  await page.getByLabel('Line 2 SKU').fill(product.sku);
  await page.getByLabel('Line 2 quantity').fill('0.5');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields' })).toBeVisible(SLOW);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be a valid e-mail address.')).toBeVisible();
  await expect(page.getByLabel('Line 2 quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be at least 1.')).toBeVisible();
  await page.goto(`/orders?q=${encodeURIComponent(ref)}`);
  await expect(page.getByText('No orders match these filters')).toBeVisible();
});

test('an empty form says what is missing (a line, the customer) and stores nothing', async ({ page }) => {
  await page.goto('/orders/new');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one line' })).toBeVisible(SLOW);
  for (const field of ['First name', 'Address', 'Postal code', 'City', 'Country code'])
    await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Give a first name, a last name or an organization.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new$/);
  // A reference and a customer name are not enough either; what was typed stays, and nothing is stored.
  const ref = uniq('EMPTY');
  await page.getByLabel('Your order reference').fill(ref);
  await page.getByLabel('Organization').fill('Kahvila Kulma Oy');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one line' })).toBeVisible(SLOW);
  await expect(page.getByLabel('Organization')).toHaveValue('Kahvila Kulma Oy');
  await expect(page.getByLabel('First name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.goto(`/orders?q=${encodeURIComponent(ref)}`);
  await expect(page.getByText('No orders match these filters')).toBeVisible();
});

test('confirming without stock puts the order in waiting_products; a failed gate is explained', async ({
  page,
  request,
}) => {
  const product = await stockedProduct(request, 0);
  const ref = uniq('WAIT');
  // A draft without a customer, as an integration may send one (the portal's form asks for the customer).
  const draft = await request.post('/v1/orders', {
    headers: await apiHeaders(request),
    data: { order: { merchants_id: ref, items: [{ product: { sku: product.sku }, quantity: 1 }] } },
  });
  expect(draft.status()).toBe(201);
  await page.goto(`/orders/${(await draft.json()).order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${ref}` })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The customer needs a name' })).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'Edit' }).click();
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved.', SLOW);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('main').getByText('Waiting products', { exact: true }).first()).toBeVisible(
    SLOW,
  );
});
