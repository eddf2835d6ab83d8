import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { merchantCaller } from './merchant-api';
import { outboundOrders } from './outbound-data';
import { productWithStock } from './stock-api';
import { DEMO_MERCHANT_ID } from './users';

/**
 * Developers → Events as a merchant admin uses it, declared once for workbench.spec.ts and its no-JavaScript
 * twin (the project decides whether the browser runs JavaScript): several types at once (kept by the next page
 * and the export), a time range replayed to a real receiver, and a refused range.
 */
const TWO = ['order.created', 'product.inventory_changed'];

/** The types an address asks for, in order of name. */
const typesOf = (href: string) => new URL(href, 'http://x').searchParams.getAll('type').sort();

/** The Type column of the Events table. */
function typesShown(page: Page) {
  return page.getByRole('table', { name: 'Events' }).locator('tbody tr td:nth-child(2)').allTextContents();
}

async function filterByTwoTypesAndPage(page: Page) {
  await outboundOrders(1); // an order.created, and the product.inventory_changed of its stock
  await page.goto('/developers/events');
  const filters = page.getByRole('form', { name: 'Filter events' });
  for (const t of TWO) await filters.getByLabel(t, { exact: true }).check();
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/type=.*&type=/);
  expect(typesOf(page.url())).toEqual(TWO);
  expect(new Set(await typesShown(page))).toEqual(new Set(TWO));

  // two a page, then the next page: still both types, and only them
  await page.goto(`${page.url()}&limit=2`);
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/offset=2/);
  expect(typesOf(page.url())).toEqual(TWO);
  const second = await typesShown(page);
  expect(second.length).toBeGreaterThan(0);
  for (const t of second) expect(TWO).toContain(t);
  for (const t of TWO) await expect(filters.getByLabel(t, { exact: true })).toBeChecked();
  await expect(filters.getByLabel('order.shipped', { exact: true })).not.toBeChecked();

  // the export applies both types, without the paging
  const exportHref = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '';
  expect(exportHref).toMatch(/^\/developers\/events\/export\?/);
  expect(typesOf(exportHref)).toEqual(TWO);
  expect(exportHref).not.toMatch(/offset|limit/);
  const csv = (await (await page.request.get(exportHref)).text()).split('\r\n').slice(1).filter(Boolean);
  expect(new Set(csv.map((line) => line.split(',')[1]))).toEqual(new Set(TWO));
}

/** A webhook receiver on 127.0.0.1 (the server under test runs with WEBHOOKS_ALLOW_INSECURE=1). */
async function startReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range-replay`;
  return { url, bodies, close: () => server.close() };
}

/** A time as the range form's datetime-local inputs take it: UTC, to the second. */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 19);

async function replayRangeToReceiver(page: Page, request: APIRequestContext) {
  const receiver = await startReceiver();
  try {
    const from = Date.now() - 2000;
    const product = await productWithStock({ units: 2 });
    // the endpoint comes after the product's event (dispatched at once to the endpoints of that moment), so
    // what it gets of that event is the replay's
    await new Promise((r) => setTimeout(r, 2000));
    const api = await merchantCaller(request, DEMO_MERCHANT_ID, ['webhooks:manage']);
    const ep = await api('POST', '/v1/webhook-endpoints', {
      webhook_endpoint: { url: receiver.url, event_types: ['product.inventory_changed'] },
    });
    expect(ep.status).toBe(201);
    await page.goto(`/developers/webhooks/${ep.body.webhook_endpoint.id}`);
    await expect(page.getByText('No deliveries yet')).toBeVisible();

    await page.goto('/developers/events');
    const form = page.getByRole('form', { name: 'Replay a time range to an endpoint' });
    await form.getByLabel('Endpoint').selectOption({ label: receiver.url });
    await form.getByLabel('From (UTC)').fill(utcInput(from));
    await form.getByLabel('To (UTC)').fill(utcInput(Date.now() + 60_000));
    for (const t of TWO) await form.getByLabel(t, { exact: true }).check();
    await form.getByRole('button', { name: 'Replay the range' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Replay queued' });
    await expect(done).toContainText(receiver.url);
    const queued = Number(/Replay queued: (\d+)/.exec(await done.innerText())?.[1]);
    expect(queued).toBeGreaterThan(0);

    await expect
      .poll(() => receiver.bodies.some((b) => b.includes(product.id)), { timeout: 60_000 })
      .toBe(true);
    await done.getByRole('link', { name: 'Open its delivery log' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log).toContainText('product.inventory_changed');
    await expect(log).toContainText('Succeeded');
  } finally {
    receiver.close();
  }
}

/** A range the retention no longer holds: the error table's message, as every portal action shows it. */
async function replayExpiredRange(page: Page, request: APIRequestContext) {
  const api = await merchantCaller(request, DEMO_MERCHANT_ID, ['webhooks:manage']);
  const url = `https://93.184.215.14/expired-${Date.now()}`;
  const ep = await api('POST', '/v1/webhook-endpoints', {
    webhook_endpoint: { url, event_types: ['product.inventory_changed'] },
  });
  expect(ep.status).toBe(201);
  await page.goto('/developers/events');
  const form = page.getByRole('form', { name: 'Replay a time range to an endpoint' });
  await form.getByLabel('Endpoint').selectOption({ label: url });
  await form.getByLabel('From (UTC)').fill('2020-01-01T00:00:00');
  await form.getByLabel('To (UTC)').fill('2020-01-02T00:00:00');
  await form.getByRole('button', { name: 'Replay the range' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'older than the events retention' })).toBeVisible();
}

export function eventsScreenTests() {
  test('Events: several types at once, only theirs, kept on the next page and in the export', async ({
    loginAs,
  }) => {
    await filterByTwoTypesAndPage(await loginAs('merchant_admin'));
  });

  test("Events: a time range replayed to an endpoint reaches it and shows in the endpoint's log", async ({
    loginAs,
    request,
  }) => {
    await replayRangeToReceiver(await loginAs('merchant_admin'), request);
  });

  test('Events: a range older than the retention is refused with its message', async ({
    loginAs,
    request,
  }) => {
    await replayExpiredRange(await loginAs('merchant_admin'), request);
  });
}
