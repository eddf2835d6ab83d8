import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { opApi, productWithStock, uniqueSku } from './support/stock-api';
import { DEMO_MERCHANT_NAME, DEMO_OTHER_MERCHANT_ID, DEMO_OTHER_MERCHANT_NAME } from './support/users';

/**
 * CSV exports of the lists with the list's filters applied (06 "Everywhere"): returns, products, the warehouse
 * arrivals queue and a webhook endpoint's delivery log. Each test filters the list in the browser, downloads the
 * file through the "Export CSV" link and checks the header, a row that matches and one that the filter leaves
 * out (the demo data, server/demo/, or the test's own); and that another merchant's rows never appear.
 */
test.describe.configure({ timeout: 180_000 });

/** A minimal RFC 4180 reader: rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The file behind the page's "Export CSV" link: its header and its rows as objects keyed by column. */
async function downloadCsv(page: Page, name: RegExp) {
  const link = page.getByRole('link', { name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const text = await readFile((await download.path())!, 'utf8');
  // A UTF-8 byte order mark first, so that spreadsheet programs read accented names right.
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return toRecords(text);
}

function toRecords(text: string) {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

test("returns: the export carries the type and search filters; another merchant's return is never in it", async ({
  loginAs,
}) => {
  const foreignRef = uniqueSku('E2E-CSV-RMA');
  await opApi(
    'POST',
    '/v1/order-returns',
    { order_return: { type: 'agent_return', merchant_reference: foreignRef, name: 'Foreign parcel' } },
    DEMO_OTHER_MERCHANT_ID,
  );
  const page = await loginAs('merchant_staff');
  await page.goto('/returns');
  await page.getByLabel('Search').fill('DEMO-RMA');
  await page.getByLabel('Type').selectOption('agent_return');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /^\/returns\/export\?(?=.*q=DEMO-RMA)(?=.*type=agent_return)/,
  );

  const { header, rows } = await downloadCsv(page, /^returns-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(header).toEqual([
    'id',
    'name',
    'merchant_reference',
    'type',
    'status',
    'merchant_decision',
    'original_order_id',
    'tracking_codes',
    'return_reasons',
    'discrepancy',
    'origin',
    'exchange_status',
    'exchange_release',
    'exchange_order_id',
    'created_at',
    'updated_at',
  ]);
  const rma6 = rows.find((r) => r.merchant_reference === 'DEMO-RMA-6');
  expect(rma6).toMatchObject({
    name: 'Uncollected parcel (pickup point)',
    type: 'agent_return',
    status: 'preinfo_received',
  });
  expect(rma6!.id).toMatch(/^[0-9a-f]{24}$/);
  expect(rma6!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // DEMO-RMA-1 is a customer return: the type filter leaves it out
  expect(rows.map((r) => r.merchant_reference)).not.toContain('DEMO-RMA-1');
  expect(rows.every((r) => r.type === 'agent_return')).toBe(true);

  // returns with an exchange carry its status and outgoing order (the demo has one in each status)
  const exchanges = toRecords(
    await (await page.request.get('/returns/export?has_exchange=true&exchange_status=released')).text(),
  );
  expect(exchanges.rows.length).toBeGreaterThan(0);
  for (const r of exchanges.rows) {
    expect(r.exchange_status).toBe('released');
    expect(r.exchange_order_id).toMatch(/^[0-9a-f]{24}$/);
  }
  expect(rows.every((r) => r.exchange_status === '' || r.exchange_order_id !== '')).toBe(true);

  // decided returns carry their decision; the other merchant's return is not found by any filter
  const accepted = toRecords(
    await (await page.request.get('/returns/export?status=accepted&q=DEMO-RMA')).text(),
  );
  expect(accepted.rows.find((r) => r.merchant_reference === 'DEMO-RMA-3')).toMatchObject({
    status: 'accepted',
    merchant_decision: 'to_shelf',
  });
  const foreign = await page.request.get(`/returns/export?q=${foreignRef}`);
  expect(foreign.status()).toBe(200);
  expect(toRecords(await foreign.text()).rows).toEqual([]);
});

test('products: the export carries the status and search filters and the stock figures', async ({
  loginAs,
}) => {
  const foreign = await productWithStock({ merchantId: DEMO_OTHER_MERCHANT_ID, units: 2 });
  const page = await loginAs('merchant_staff');
  await page.goto('/products');
  await page.getByLabel('Search').fill('NP-');
  await page.getByLabel('Status').selectOption('false');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('NP-GIFT-BOX');

  const { header, rows } = await downloadCsv(page, /^products-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(header).toEqual([
    'id',
    'sku',
    'name',
    'gtin',
    'active',
    'on_hand',
    'reserved',
    'available',
    'last_counted_quantity',
    'last_counted_at',
    'discrepancy',
    'created_at',
    'updated_at',
  ]);
  expect(rows.find((r) => r.sku === 'NP-GIFT-BOX')).toMatchObject({
    name: 'Nordic breakfast gift box',
    gtin: '',
    active: 'false',
    on_hand: '0',
  });
  // NP-COF-500 is active: the status filter leaves it out
  expect(rows.map((r) => r.sku)).not.toContain('NP-COF-500');

  const coffee = toRecords(await (await page.request.get('/products/export?q=NP-COF-500')).text());
  expect(coffee.rows).toHaveLength(1);
  expect(coffee.rows[0]).toMatchObject({
    sku: 'NP-COF-500',
    name: 'Dark roast coffee 500 g',
    gtin: '6410405082657',
    active: 'true',
    last_counted_quantity: '71',
  });
  const other = toRecords(await (await page.request.get(`/products/export?q=${foreign.sku}`)).text());
  expect(other.header).toEqual(header);
  expect(other.rows).toEqual([]);
});

test('arrivals: the warehouse exports the queue of every merchant with its filters; merchant users cannot', async ({
  loginAs,
}) => {
  const foreignRef = uniqueSku('E2E-CSV-ARR');
  await opApi(
    'POST',
    '/v1/order-returns',
    { order_return: { type: 'agent_return', merchant_reference: foreignRef, name: 'Alpine parcel' } },
    DEMO_OTHER_MERCHANT_ID,
  );
  const wh = await loginAs('warehouse_staff');
  await wh.goto('/warehouse/arrivals');
  await wh.getByLabel('Search').fill('DEMO-RMA');
  await wh.getByLabel('Status').selectOption('pending_merchant_decision');
  await wh.getByRole('button', { name: 'Filter' }).click();
  await expect(wh.getByRole('table', { name: 'Returns queue' })).toContainText('Mikko Laine');

  const { header, rows } = await downloadCsv(wh, /^arrivals-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(header).toEqual([
    'id',
    'merchant_id',
    'merchant_name',
    'name',
    'merchant_reference',
    'type',
    'status',
    'tracking_codes',
    'warehouse_location',
    'created_at',
    'updated_at',
  ]);
  expect(rows.find((r) => r.merchant_reference === 'DEMO-RMA-2')).toMatchObject({
    merchant_name: DEMO_MERCHANT_NAME,
    name: 'Mikko Laine – coffee and tea',
    status: 'pending_merchant_decision',
    warehouse_location: 'RET-01',
  });
  // DEMO-RMA-1 is still expected (preinfo_received): the status filter leaves it out
  expect(rows.map((r) => r.merchant_reference)).not.toContain('DEMO-RMA-1');

  // across merchants: the other merchant's return, under its own name
  const all = toRecords(
    await (await wh.request.get(`/warehouse/arrivals/export?status=all&q=${foreignRef}`)).text(),
  );
  expect(all.rows).toHaveLength(1);
  expect(all.rows[0]).toMatchObject({
    merchant_id: DEMO_OTHER_MERCHANT_ID,
    merchant_name: DEMO_OTHER_MERCHANT_NAME,
    status: 'preinfo_received',
  });

  const merchant = await loginAs('merchant_admin');
  const refused = await merchant.request.get('/warehouse/arrivals/export?status=all');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('DEMO-RMA');
});

test('webhook delivery log: the export carries the status filter; other merchants and merchant staff get 404', async ({
  loginAs,
}) => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-csv-hook`;
  const { webhook_endpoint: endpoint } = await opApi('POST', '/v1/webhook-endpoints', {
    webhook_endpoint: { url, event_types: ['product.inventory_changed'], description: 'E2E CSV export' },
  });
  try {
    await productWithStock({ units: 2 });
    const page = await loginAs('merchant_admin');
    await expect
      .poll(
        async () => {
          await page.goto(`/developers/webhooks/${endpoint.id}?status=succeeded`);
          return page.getByRole('table', { name: 'Deliveries' }).getByText('Succeeded').count();
        },
        { timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBeGreaterThan(0);

    const { header, rows } = await downloadCsv(page, /^webhook-deliveries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual([
      'id',
      'endpoint_id',
      'event_id',
      'event_type',
      'attempt',
      'status',
      'response_status',
      'error',
      'next_attempt_at',
      'created_at',
      'updated_at',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      endpoint_id: endpoint.id,
      event_type: 'product.inventory_changed',
      attempt: '1',
      status: 'succeeded',
      response_status: '204',
      error: '',
    });
    // nothing failed: the status filter leaves every row out
    const failed = toRecords(
      await (await page.request.get(`/developers/webhooks/${endpoint.id}/export?status=failed`)).text(),
    );
    expect(failed.header).toEqual(header);
    expect(failed.rows).toEqual([]);

    // as merchant staff, whose role has no webhooks screen: 403; as another merchant's admin: 404
    const staff = await loginAs('merchant_staff');
    expect((await staff.request.get(`/developers/webhooks/${endpoint.id}/export`)).status()).toBe(403);
    const foreign = await opApi(
      'POST',
      '/v1/webhook-endpoints',
      { webhook_endpoint: { url, event_types: ['order.created'] } },
      DEMO_OTHER_MERCHANT_ID,
    );
    const other = await page.request.get(`/developers/webhooks/${foreign.webhook_endpoint.id}/export`);
    expect(other.status()).toBe(404);
    await opApi(
      'DELETE',
      `/v1/webhook-endpoints/${foreign.webhook_endpoint.id}`,
      undefined,
      DEMO_OTHER_MERCHANT_ID,
    );
  } finally {
    await opApi('DELETE', `/v1/webhook-endpoints/${endpoint.id}`).catch(() => {});
    server.close();
  }
});
