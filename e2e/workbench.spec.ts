import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { eventsScreenTests } from './support/events-screen';
import { merchantCaller, operatorCall } from './support/merchant-api';
import { productWithStock } from './support/stock-api';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from './support/users';

/**
 * The integrator's workbench: request log (and its CSV), events with replay (and their CSV), the sandbox and its
 * Simulate panel (more in simulate.spec.ts).
 */
test.describe.configure({ timeout: 120_000 });

/**
 * A merchant client's GET of a missing order (404 ORDER_NOT_FOUND), waited for on the Requests screen filtered
 * by its request id (the log is written in batches about a second after the request); resolves to that id.
 */
async function loggedMissingOrder(page: Page, request: APIRequestContext, orderId: string) {
  const api = await merchantCaller(request, DEMO_MERCHANT_ID, ['orders:read']);
  const missing = await api('GET', `/v1/orders/${orderId}`);
  expect(missing.status).toBe(404);
  const requestId = missing.headers['x-request-id']!;
  await expect(async () => {
    await page.goto(`/developers/requests?request_id=${requestId}`);
    await expect(page.getByRole('cell', { name: 'ORDER_NOT_FOUND' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return requestId;
}

test('Requests: a failed call shows with its code and bodies; Errors groups it with a sparkline', async ({
  loginAs,
  request,
}) => {
  const page = await loginAs('merchant_admin');
  await loggedMissingOrder(page, request, '000000000000000000000000');
  await page.getByRole('row').filter({ hasText: 'ORDER_NOT_FOUND' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GET /v1/orders/{orderId}');
  await expect(page.getByLabel('Response body')).toContainText('"error_code": "ORDER_NOT_FOUND"');

  await page.goto('/developers/requests/errors');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'GET /v1/orders/{orderId}' })
    .filter({ hasText: 'ORDER_NOT_FOUND' });
  await expect(row.getByRole('img')).toHaveAttribute('aria-label', /errors; per hour/);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/error_code=ORDER_NOT_FOUND/);
  // the filters show what the group's link chose, so filtering further keeps them
  await expect(page.getByLabel('Status')).toHaveValue('404');
  await expect(page.getByLabel('Method')).toHaveValue('GET');
  await expect(page.getByRole('cell', { name: 'ORDER_NOT_FOUND' }).first()).toBeVisible();
});

/** A CSV download's lines without the byte order mark (the rows of these exports hold no line breaks). */
async function csvLines(res: APIResponse) {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  return (await res.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

test('Requests and Events export as CSV with the filters applied', async ({ loginAs, request }) => {
  const page = await loginAs('merchant_admin');
  const requestId = await loggedMissingOrder(page, request, '000000000000000000000001');
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', `/developers/requests/export?request_id=${requestId}`);
  const lines = await csvLines(await page.request.get(`/developers/requests/export?request_id=${requestId}`));
  expect(lines[0]).toBe(
    'id,created_at,client_id,method,route,path,status,error_code,request_id,api_version,duration_ms,idempotency_key,replayed',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `,GET,/v1/orders/{orderId},/v1/orders/000000000000000000000001,404,ORDER_NOT_FOUND,${requestId},`,
  );

  await page.goto('/developers/events?type=product.inventory_changed');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/developers/events/export?type=product.inventory_changed',
  );
  const events = await csvLines(
    await page.request.get('/developers/events/export?type=product.inventory_changed'),
  );
  expect(events[0]).toBe('id,type,created_at,pending_endpoints,data');
  expect(events.length).toBeGreaterThan(1);
  for (const line of events.slice(1)) expect(line.split(',')[1]).toBe('product.inventory_changed');

  // merchant staff have no developer screens, nor their exports
  const staff = await loginAs('merchant_staff');
  expect((await staff.request.get('/developers/requests/export')).status()).toBe(403);
  expect((await staff.request.get('/developers/events/export')).status()).toBe(403);
});

test("another merchant's request log entries and events are not found, on screen and in the exports", async ({
  loginAs,
  request,
}) => {
  // an entry and an event of the other demo merchant
  const other = await merchantCaller(request, DEMO_OTHER_MERCHANT_ID, ['orders:read', 'products:manage']);
  const created = await other('POST', '/v1/products', {
    product: { sku: `WB-OTHER-${Date.now()}`, name: 'Other merchant product' },
  });
  expect(created.status).toBe(201);
  const requestId = created.headers['x-request-id']!;
  let logId = '';
  await expect(async () => {
    const found = await other('GET', `/v1/request-logs?request_id=${requestId}`);
    expect(found.body.request_logs).toHaveLength(1);
    logId = found.body.request_logs[0].id;
  }).toPass({ timeout: 20_000 });
  await productWithStock({ units: 1, merchantId: DEMO_OTHER_MERCHANT_ID }); // its inventory event
  const events = await other('GET', '/v1/events?limit=1');
  const eventId = events.body.events[0].id as string;

  const page = await loginAs('merchant_admin');
  for (const path of [`/developers/requests/${logId}`, `/developers/events/${eventId}`]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  }
  const csv = await (await page.request.get(`/developers/requests/export?request_id=${requestId}`)).text();
  expect(csv).not.toContain(requestId);
  const eventsCsv = await (await page.request.get('/developers/events/export')).text();
  expect(eventsCsv).not.toContain(eventId);
});

test('Events: filter, open one with its body, replay it to an endpoint', async ({ loginAs, request }) => {
  const api = await merchantCaller(request, DEMO_MERCHANT_ID, ['webhooks:manage', 'products:manage']);
  const ep = await api('POST', '/v1/webhook-endpoints', {
    webhook_endpoint: { url: 'https://93.184.215.14/workbench', event_types: ['product.inventory_changed'] },
  });
  expect(ep.status).toBe(201);
  const page = await loginAs('merchant_admin');
  await page.goto('/developers/events');
  const filters = page.getByRole('form', { name: 'Filter events' });
  await filters.getByLabel('product.inventory_changed', { exact: true }).check();
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/type=product.inventory_changed/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('product.inventory_changed');
  await first.getByRole('link').click();
  await expect(page.getByLabel('Event body')).toContainText('"type": "product.inventory_changed"');
  await page
    .getByLabel('Endpoint', { exact: true })
    .selectOption({ label: 'https://93.184.215.14/workbench' });
  await page.getByRole('button', { name: 'Replay to endpoint' }).click();
  await expect(page.getByRole('status').or(page.locator('.flash'))).toContainText(
    /Replay queued|already waiting/,
  );
});

eventsScreenTests();

test('Sandbox: switch to it, the banner shows on every page, and a return is simulated through its panel', async ({
  loginAs,
  request,
}) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/developers/sandbox');
  const create = page.getByRole('button', { name: 'Create the sandbox' });
  if (await create.isVisible()) {
    await create.click();
    await expect(page.getByText(/Sandbox .* created|already exists/)).toBeVisible();
    await expect(page.getByText(/^cs_/)).toBeVisible(); // the sandbox client's secret, shown once
    await page.reload();
  }
  // the sandbox's id, through the operator API (it answers the existing one)
  const op = await operatorCall(request);
  const sb = await op('POST', `/ops/v1/merchants/${DEMO_MERCHANT_ID}/sandbox`);
  expect([200, 201]).toContain(sb.status);
  const sandboxId = sb.body.sandbox.id as string;

  await page.getByRole('button', { name: 'Switch to the sandbox' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('sandbox-banner')).toBeVisible();
  await page.goto('/products');
  await expect(page.getByTestId('sandbox-banner')).toBeVisible();
  await expect(page.getByText('SB-COF-500')).toBeVisible();

  const sandboxApi = await merchantCaller(request, sandboxId, ['order_returns:manage', 'order_returns:read']);
  const products = await op('GET', '/v1/products', undefined, sandboxId);
  const productId = products.body.products[0].id;
  const returnName = `Sandbox return ${Date.now()}`;
  const created = await sandboxApi('POST', '/v1/order-returns', {
    order_return: {
      name: returnName,
      items: [{ product: { id: productId }, quantity: 1 }],
    },
  });
  expect(created.status).toBe(201);
  await page.goto(`/returns/${created.body.order_return.id}`);
  const panel = page.getByTestId('simulate-panel');
  await panel.getByRole('button', { name: 'Parcel arrives' }).click();
  await expect(page.getByText('Simulated: the parcel arrived.')).toBeVisible();
  await panel.getByRole('button', { name: 'Inspect' }).click();
  await expect(page.getByText('Simulated: every line was inspected.')).toBeVisible();

  // back to live data: no banner, and the sandbox's return is not among the live returns
  await page.getByRole('button', { name: 'Back to live data' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/returns/${created.body.order_return.id}`);
  await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Sandbox return');

  // the warehouse's arrivals queue across merchants does not show it; chosen by its merchant, it does
  const warehouse = await loginAs('warehouse_staff');
  await warehouse.goto(`/warehouse/arrivals?q=${encodeURIComponent(returnName)}`);
  await expect(warehouse.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(warehouse.getByText(returnName)).toHaveCount(0);
  await warehouse.goto(
    `/warehouse/arrivals?q=${encodeURIComponent(returnName)}&merchant=${sandboxId}&status=pending_merchant_decision,accepted`,
  );
  await expect(warehouse.getByText(returnName).first()).toBeVisible();
});
