import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OPERATOR_CLIENT } from '../server/demo/demo-data';
import { test, expect } from './support/fixtures';
import { tokenFor } from './support/merchant-api';
import { tableFaults } from './support/table-layout';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from './support/users';
import { CUSTOMER, uniq } from './support/unique';

/**
 * Text that people type may be one long word (2,000 characters without a space, a long URL): every detail page
 * wraps it, and none scrolls sideways, on a phone (390 px) or a desktop.
 */
test.describe.configure({ timeout: 240_000 });

const word = (n: number, from = 'Unbroken') => `${from}${'x'.repeat(n - from.length)}`;
const URL_TEXT = `https://example.com/${'very-long-path-segment/'.repeat(80)}end`;

async function operatorApi(request: APIRequestContext) {
  const t = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_OPERATOR_CLIENT.clientId,
      client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
    },
  });
  const headers = {
    authorization: `Bearer ${(await t.json()).access_token}`,
    'x-provider-merchant-id': DEMO_MERCHANT_ID,
  };
  return async (method: string, path: string, data?: unknown, extra: Record<string, string> = {}) => {
    const res = await request.fetch(path, { method, headers: { ...headers, ...extra }, data });
    const body = await res.json().catch(() => null);
    expect(res.ok(), `${method} ${path}: ${res.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
}

/** Every detail page's data with the longest unbroken text each field takes. */
async function longData(request: APIRequestContext) {
  const api = await operatorApi(request);
  const sku = uniq('LONG');
  const { product } = await api('POST', '/v1/products', { product: { sku, name: word(200) } });
  await api('POST', '/ops/v1/stock-units', {
    receipt: { product_id: product.id, quantity: 3, location: word(64, 'LOC'), batch_number: word(64, 'B') },
  });
  const { order } = await api('POST', '/v1/orders', {
    order: {
      merchants_id: word(200, 'ORD'),
      customer: {
        first_name: word(300, 'First'),
        last_name: word(2000),
        address: URL_TEXT,
        postal_code: '00100',
        city: word(500, 'City'),
        country_code: 'FI',
        email: `${'a'.repeat(60)}@${'b'.repeat(180)}.example.com`,
      },
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  const { order_return } = await api('POST', '/v1/order-returns', {
    order_return: {
      name: word(200, 'Return'),
      merchant_reference: word(200, 'Ref'),
      remarks: word(2000, 'Remarks'),
      handling_instructions: URL_TEXT,
      original_order: { id: order.id },
      tracking_codes: [word(100, 'TRK')],
      items: [
        {
          product: { id: product.id },
          quantity: 1,
          return_reason: { code: 'other', note: word(500, 'Note') },
        },
      ],
    },
  });
  const returnId = order_return.id as string;
  await api('POST', `/ops/v1/order-returns/${returnId}/_arrive`, {
    arrival: { warehouse_location: { id: word(64, 'RET') } },
  });
  const { order_return: arrived } = await api('GET', `/v1/order-returns/${returnId}`);
  await api('POST', `/ops/v1/order-returns/${returnId}/items/${arrived.items[0].id}/_inspect`, {
    inspection: { received_quantity: 1, condition: 'sellable', note: word(2000, 'Inspection') },
  });
  const upload = await request.post(`/ops/v1/order-returns/${returnId}/attachments`, {
    headers: await tokenHeader(request),
    multipart: {
      file: { name: `${word(190, 'File')}.txt`, mimeType: 'text/plain', buffer: Buffer.from('dented') },
      purpose: 'other',
      remarks: word(2000, 'Attachment'),
    },
  });
  expect(upload.status()).toBe(201);
  const splitRes = await api(
    'POST',
    '/v1/products/split',
    { source_sku: sku, target: { sku: uniq('LONG-T'), name: word(200, 'Target') }, filters: {} },
    { 'idempotency-key': randomBytes(16).toString('hex') },
  );
  const { webhook_endpoint } = await api('POST', '/v1/webhook-endpoints', {
    webhook_endpoint: {
      url: `http://127.0.0.1:9/${'hook-path/'.repeat(150)}end`,
      description: word(500, 'Endpoint'),
      event_types: ['order.created'],
    },
  });
  return {
    merchant: [
      `/orders/${order.id}`,
      `/orders/${order.id}/edit`,
      `/products/${product.id}`,
      `/returns/${returnId}`,
      `/split/results/${splitRes.incident_id}`,
      `/developers/webhooks/${webhook_endpoint.id}`,
    ],
    warehouse: [`/warehouse/arrivals/${returnId}`, `/warehouse/stock/${product.id}`],
  };
}

async function tokenHeader(request: APIRequestContext) {
  const t = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_OPERATOR_CLIENT.clientId,
      client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
    },
  });
  return { authorization: `Bearer ${(await t.json()).access_token}` };
}

async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page, `${path} at ${width} px is ${widths.page} px wide`).toBeLessThanOrEqual(
        widths.view,
      );
    }
  }
}

test('long unbroken text wraps on every detail page, at 390 px and on a desktop', async ({
  loginAs,
  request,
  baseURL,
}) => {
  const paths = await longData(request);
  const merchant = await loginAs('merchant_admin');
  await expectNoSidewaysScroll(merchant, paths.merchant);
  const wh = await loginAs('warehouse_staff');
  await wh.context().addCookies([{ name: 'fp_acting_merchant', value: DEMO_MERCHANT_ID, url: baseURL! }]);
  await expectNoSidewaysScroll(wh, paths.warehouse);
});

/** A row with a 200-character unbroken reference on every list that shows one, and a MERCHANT_FORBIDDEN error. */
async function longListData(request: APIRequestContext) {
  const api = await operatorApi(request);
  const { product } = await api('POST', '/v1/products', { product: { sku: uniq('LIST'), name: word(200) } });
  const { order } = await api('POST', '/v1/orders', {
    order: {
      merchants_id: word(200, 'ORD'),
      customer: { ...CUSTOMER, last_name: word(200, 'Last') },
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  await api('POST', '/v1/order-returns', {
    order_return: {
      name: word(200, 'Return'),
      merchant_reference: word(200, 'Ref'),
      original_order: { id: order.id },
      tracking_codes: [word(100, 'TRK')],
      items: [
        { product: { id: product.id }, quantity: 1, return_reason: { code: 'other', note: 'Too small' } },
      ],
    },
  });
  await api('POST', '/v1/inbound-shipments', {
    inbound_shipment: {
      name: word(120, 'Notice'),
      merchant_reference: word(64, 'InRef'),
      boxes: [{ lines: [{ product: { id: product.id }, quantity: 1 }] }],
    },
  });
  const op = await api('POST', `/ops/v1/merchants/${DEMO_MERCHANT_ID}/api-clients`, {
    api_client: { name: uniq('List check'), scopes: ['orders:read'] },
  });
  const token = await tokenFor(request, op.api_client.client_id, op.api_client.client_secret);
  const forbidden = await request.get('/v1/orders', {
    headers: { authorization: `Bearer ${token}`, 'x-provider-merchant-id': DEMO_OTHER_MERCHANT_ID },
  });
  expect(forbidden.status()).toBe(403);
}

const LISTS = {
  merchant: ['/orders', '/returns', '/products', '/inbound', '/developers/requests/errors'],
  warehouse: ['/warehouse/outbound', '/warehouse/arrivals', '/warehouse/inbound', '/warehouse/stock'],
};

/** What the lists must show of the data made (the rows the check is about). */
const SHOWS: Record<string, string> = {
  '/returns': 'Refxxxx',
  '/orders': 'ORDxxxx',
  '/developers/requests/errors': 'MERCHANT_FORBIDDEN',
};

async function expectTidyLists(page: Page, paths: string[]) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.locator('table.table-cards').first()).toBeVisible();
      if (SHOWS[path]) await expect(page.getByRole('main')).toContainText(SHOWS[path]);
      expect(await tableFaults(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

test('lists keep headers and codes whole and every column readable beside a 200-character reference', async ({
  loginAs,
  request,
  baseURL,
}) => {
  await longListData(request);
  await expectTidyLists(await loginAs('merchant_admin'), LISTS.merchant);
  const wh = await loginAs('warehouse_staff');
  await wh.context().addCookies([{ name: 'fp_acting_merchant', value: DEMO_MERCHANT_ID, url: baseURL! }]);
  await expectTidyLists(wh, LISTS.warehouse);
});
