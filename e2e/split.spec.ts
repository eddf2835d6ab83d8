import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT, DEMO_OTHER_MERCHANT_ID, authFile } from './support/users';
import { uniq } from './support/unique';

/** The split screen (06 Products and split) and the legacy endpoint with the browser session (03 §4.2, 04 D5). */
test.use({ storageState: authFile('merchant_staff') });

/** Test data through the API as the demo operator client (it may act for any merchant). */
async function operator(request: APIRequestContext) {
  const res = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_OPERATOR_CLIENT.clientId,
      client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
    },
  });
  expect(res.ok()).toBe(true);
  const token = (await res.json()).access_token as string;
  const call = async (
    method: string,
    path: string,
    data?: unknown,
    merchant = DEMO_MERCHANT_ID,
    headers: Record<string, string> = {},
  ) => {
    const r = await request.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${token}`, 'x-provider-merchant-id': merchant, ...headers },
    });
    return { status: r.status(), body: await r.json().catch(() => null) };
  };
  return {
    call,
    async product(p: { sku?: string; name?: string; gtin?: string } = {}, merchant = DEMO_MERCHANT_ID) {
      const r = await call(
        'POST',
        '/v1/products',
        { product: { sku: p.sku ?? uniq('E2E'), name: p.name ?? 'E2E product', gtin: p.gtin } },
        merchant,
      );
      expect(r.status).toBe(201);
      return r.body.product as { id: string; sku: string; name: string };
    },
    async receive(
      productId: string,
      quantity: number,
      location: string,
      bestBefore?: string,
      merchant = DEMO_MERCHANT_ID,
    ) {
      const r = await call(
        'POST',
        '/ops/v1/stock-units',
        { receipt: { product_id: productId, quantity, location, best_before: bestBefore } },
        merchant,
      );
      expect(r.status).toBe(201);
    },
  };
}

/** No serious or critical axe-core violations (06 Expectations) in the state the page is in now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

async function fillSplit(
  page: Page,
  f: {
    source: string;
    target: string;
    name?: string;
    translations?: string;
    location?: string;
    bestBefore?: string;
    max?: string;
  },
  expectPreview = true,
) {
  await page.goto('/split');
  await page.getByLabel('Source product').selectOption(f.source);
  await page.getByLabel('Target SKU').fill(f.target);
  if (f.name) await page.getByLabel('Name of a new target').fill(f.name);
  if (f.translations) await page.getByLabel('Translated names of a new target').fill(f.translations);
  if (f.location) await page.getByLabel('Location code').fill(f.location);
  if (f.bestBefore) await page.getByLabel('Best-before date').fill(f.bestBefore);
  if (f.max) await page.getByLabel('Maximum quantity').fill(f.max);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/split\?/);
  if (expectPreview) await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
}

test('previews what would move, splits into a new target and shows the result with its records', async ({
  page,
  request,
}) => {
  const op = await operator(request);
  const source = await op.product({ name: 'Oat drink 1 l', gtin: '6410000000017' });
  await op.receive(source.id, 3, 'A-01', '2026-12-01');
  await op.receive(source.id, 2, 'A-01', '2027-03-01');
  await op.receive(source.id, 4, 'B-07', '2026-12-01');
  const targetSku = uniq('SHORT');

  await fillSplit(page, {
    source: source.sku,
    target: targetSku,
    name: 'Oat drink 1 l (short date)',
    translations: 'fi = Kaurajuoma',
    bestBefore: '2026-12-01',
    max: '5',
  });
  await expect(page.getByTestId('preview-summary')).toHaveText(
    `5 units would move from ${source.sku} to ${targetSku}.`,
  );
  await expect(page.getByTestId('preview-target')).toContainText('is new: it will be created as a copy');
  const table = page.getByRole('table', { name: 'Units that would move, by location and best-before date' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toHaveText(/A-01\s*2026-12-01\s*3/);
  await expect(table.getByRole('row').nth(2)).toHaveText(/B-07\s*2026-12-01\s*2/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Split 5 units' }).click();
  await expect(page).toHaveURL(/\/split\/results\/[0-9a-f]{24}\?created=1$/);
  await expect(page.getByRole('heading', { name: 'Split done' })).toBeVisible();
  await expect(page.getByTestId('split-result')).toHaveText(
    `5 units moved from ${source.sku} to ${targetSku}.`,
  );
  await expect(page.getByTestId('moved-quantity')).toHaveText('5');
  await expect(page.getByRole('link', { name: `${targetSku} – Oat drink 1 l (short date)` })).toBeVisible();
  const shipment = page.getByRole('region', { name: 'Inbound shipment' });
  await expect(shipment).toContainText('Product Split');
  await expect(shipment).toContainText('Processed');
  await expect(shipment.getByText('No', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // What is stored, read back through the API.
  const incidentId = page.url().match(/results\/([0-9a-f]{24})/)![1]!;
  const incident = await op.call('GET', `/v1/incidents/${incidentId}`);
  expect(incident.body.incident).toMatchObject({ type: 'product_split', product_id: source.id, quantity: 5 });
  const target = await op.call('GET', `/v1/products/${incident.body.incident.details.target_product_id}`);
  expect(target.body.product).toMatchObject({
    sku: targetSku,
    gtin: '6410000000017',
    name_translations: { fi: 'Kaurajuoma' },
    stock: { available: 5 },
  });
  const src = await op.call('GET', `/v1/products/${source.id}`);
  expect(src.body.product.stock).toMatchObject({ on_hand: 4, available: 4 });
});

test('explains in plain words what the preview already knows', async ({ page, request }) => {
  const op = await operator(request);
  const source = await op.product();
  await op.receive(source.id, 3, 'D-01', '2026-10-10');

  await fillSplit(page, { source: source.sku, target: source.sku });
  await expect(page.getByTestId('split-error')).toContainText('The target SKU is the source SKU.');

  const inactive = await op.product();
  expect((await op.call('PATCH', `/v1/products/${inactive.id}`, { product: { active: false } })).status).toBe(
    200,
  );
  await fillSplit(page, { source: source.sku, target: inactive.sku });
  await expect(page.getByTestId('split-error')).toContainText('The target product is inactive.');
  await expect(page.getByRole('button', { name: /^Split \d/ })).toHaveCount(0);

  await fillSplit(page, { source: source.sku, target: uniq('TGT'), location: 'NOWHERE' });
  await expect(page.getByText('No unit matches: nothing would move.')).toBeVisible();

  await fillSplit(page, { source: source.sku, target: uniq('TGT'), max: '0' }, false);
  await expect(page.getByRole('alert').first()).toContainText('Please correct the fields marked below.');
  await expect(page.getByLabel('Maximum quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be 1 or more.')).toBeVisible();
  await expectAccessible(page);
});

test('explains bad addresses, unknown SKUs and splits that are too large', async ({ page, request }) => {
  const op = await operator(request);
  const source = await op.product();
  await op.receive(source.id, 1, 'D-02');
  // An impossible date typed into the address bar is refused beside its field, never a crash.
  await page.goto(`/split?source_sku=${source.sku}&target.sku=X&filters.best_before=2025-02-30`);
  await expect(page.getByLabel('Best-before date')).toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/split?source_sku=${uniq('NOPE')}&target.sku=X`);
  await expect(page.getByTestId('split-error')).toContainText('Source product not found.');

  const big = await op.product();
  await op.receive(big.id, 5001, 'E-01');
  await fillSplit(page, { source: big.sku, target: uniq('TGT') });
  await expect(page.getByTestId('split-error')).toContainText('A split moves at most 5000 units.');
  await expect(page.getByTestId('preview-summary')).toHaveCount(0);
});

test('explains an error the split itself finds (stock figures in doubt), moves nothing, and the same form works once the cause is fixed', async ({
  page,
  request,
}) => {
  const op = await operator(request);
  const source = await op.product();
  await op.receive(source.id, 4, 'F-01');
  await fillSplit(page, { source: source.sku, target: uniq('TGT') });
  await expect(page.getByRole('button', { name: 'Split 4 units' })).toBeVisible();
  // Meanwhile a warehouse count disagrees with the figures (04 E12).
  expect(
    (
      await op.call('POST', `/ops/v1/products/${source.id}/stock-count`, {
        stock_count: { counted_quantity: 9 },
      })
    ).status,
  ).toBe(200);
  await page.getByRole('button', { name: 'Split 4 units' }).click();
  const error = page.getByTestId('split-error');
  await expect(error).toHaveAttribute('data-error-code', 'PHANTOM_STOCK_SUSPECTED');
  await expect(error).toContainText('The stock figures do not add up.');
  await expect(error).toContainText('Contact warehouse support');
  await expect(page).toHaveURL(/\/split\?/);
  const src = await op.call('GET', `/v1/products/${source.id}`);
  expect(src.body.product.stock.available).toBe(4);

  // Once a later count agrees, the same form (same idempotency key: the refusal did not consume it) goes through.
  const key = page.locator('input[name=idempotency_key]');
  const keyBefore = await key.inputValue();
  expect(keyBefore).toMatch(/^[\x21-\x7e]{1,64}$/);
  expect(
    (
      await op.call('POST', `/ops/v1/products/${source.id}/stock-count`, {
        stock_count: { counted_quantity: 4 },
      })
    ).status,
  ).toBe(200);
  expect(await key.inputValue()).toBe(keyBefore);
  await page.getByRole('button', { name: 'Split 4 units' }).click();
  await expect(page).toHaveURL(/\/split\/results\/[0-9a-f]{24}\?created=1$/);
  await expect(page.getByTestId('moved-quantity')).toHaveText('4');
});

test("another merchant's split result is not found, and warehouse staff have no split screen", async ({
  page,
  request,
  loginAs,
}) => {
  const op = await operator(request);
  const other = await op.product({}, DEMO_OTHER_MERCHANT_ID);
  await op.receive(other.id, 2, 'G-01', undefined, DEMO_OTHER_MERCHANT_ID);
  const r = await op.call(
    'POST',
    '/v1/products/split',
    { source_sku: other.sku, target: { sku: uniq('TGT') } },
    DEMO_OTHER_MERCHANT_ID,
    {
      'idempotency-key': uniq('key'),
    },
  );
  expect(r.status).toBe(200);
  // The portal streams its pages (loading state), so "not found" is the page's content, not the HTTP status.
  await page.goto(`/split/results/${r.body.incident_id}`);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByText(other.sku)).toHaveCount(0);
  const warehouse = await loginAs('warehouse_staff');
  await warehouse.goto('/split');
  await expect(warehouse.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
  await expect(warehouse.getByLabel('Source product')).toHaveCount(0);
});

test('the legacy endpoint works with the signed-in browser session and carries the deprecation headers', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const op = await operator(request);
  const source = await op.product({ name: 'Legacy juice' });
  await op.receive(source.id, 3, 'H-01', '2026-11-30');
  await page.goto('/split');
  const targetSku = uniq('LEGACY');
  const body = {
    source_product: { merchants_id: source.sku },
    target_product: { merchants_id: targetSku, name: 'Legacy juice (old)' },
    best_before: '2026-11-30',
    max_count: 2,
    op_name: 'migration check',
  };
  // page.request shares the browser context's cookies: the portal session.
  const res = await page.request.post('/2015-01-01/products/product_split', { data: body });
  expect(res.status()).toBe(200);
  expect(res.headers()['deprecation']).toBe('@1779235200');
  expect(res.headers()['link']).toBe('</v1/products/split>; rel="successor-version"');
  const json = await res.json();
  expect(json).toMatchObject({
    success: true,
    source_product: { id: source.id, stock: { available: 1 } },
    target_product: { sku: targetSku, name: 'Legacy juice (old)', stock: { available: 2 } },
    inbound_shipment: { name: 'Product Split', status: 'processed', invoiced: false },
    incident: { type: 'product_split', quantity: 2 },
  });
  const none = await page.request.post('/2015-01-01/products/product_split', {
    data: { ...body, best_before: '2020-01-01' },
  });
  expect(await none.json()).toEqual({ success: false, reason: 'no_articles_found' });
  // Without the session cookie it is refused.
  const anonymous = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const anon = await anonymous.post('/2015-01-01/products/product_split', { data: body });
  expect(anon.status()).toBe(401);
  await anonymous.dispose();
});

test('a product page offers "Split stock", which opens the split screen with that product chosen', async ({
  page,
  request,
  loginAs,
}) => {
  const op = await operator(request);
  const source = await op.product({ name: 'Split from its page' });
  const empty = await op.product({ name: 'Nothing free to split' });
  await op.receive(source.id, 2, 'H-02', '2026-12-31');
  await page.goto(`/products/${source.id}`);
  await page.getByRole('link', { name: 'Split stock' }).click();
  await expect(page).toHaveURL(new RegExp(`/split\\?source_sku=${source.sku}$`));
  const select = page.getByLabel('Source product');
  await expect(select).toHaveValue(source.sku);
  await expect(select.locator('option:checked')).toHaveText(`${source.sku} – Split from its page (2 free)`);
  // nothing free: no link; the warehouse has its own stock screen instead
  await page.goto(`/products/${empty.id}`);
  await expect(page.getByRole('heading', { name: 'Nothing free to split' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Split stock' })).toHaveCount(0);
  const warehouse = await loginAs('warehouse_staff');
  await warehouse.goto(`/products/${source.id}`);
  await expect(warehouse.getByRole('link', { name: 'Manage stock' })).toBeVisible();
  await expect(warehouse.getByRole('link', { name: 'Split stock' })).toHaveCount(0);
});
