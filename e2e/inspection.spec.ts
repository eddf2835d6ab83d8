import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_API_CLIENT } from '../server/demo/demo-data';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID } from './support/users';
import { uniq } from './support/unique';

/**
 * Line inspection in a real browser (06 Returns, Warehouse): a return of two lines registered by the merchant,
 * one line found damaged and short by the warehouse with a photo of it, the merchant sees the discrepancy and
 * the photo, sets a default for damaged lines and decides, the warehouse releases and completes.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2d6a50000000049454e44ae426082',
  'hex',
);

async function merchantHeaders(request: APIRequestContext) {
  const t = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_API_CLIENT.clientId,
      client_secret: DEMO_API_CLIENT.clientSecret,
    },
  });
  expect(t.ok()).toBe(true);
  return {
    authorization: `Bearer ${(await t.json()).access_token}`,
    'x-provider-merchant-id': DEMO_MERCHANT_ID,
  };
}

/** Two products and a return of both (2 shirts damaged in transit, 1 pair of socks too small), as the merchant's client. */
async function registerReturn(request: APIRequestContext) {
  const headers = await merchantHeaders(request);
  const products: { id: string; sku: string; name: string }[] = [];
  for (const name of ['Inspected shirt', 'Inspected socks']) {
    const res = await request.post('/v1/products', {
      headers,
      data: { product: { sku: uniq('E2E-INS'), name } },
    });
    expect(res.status()).toBe(201);
    products.push({ ...(await res.json()).product, name });
  }
  const name = uniq('Inspect');
  const res = await request.post('/v1/order-returns', {
    headers,
    data: {
      order_return: {
        name,
        items: [
          {
            product: { id: products[0]!.id },
            quantity: 2,
            return_reason: { code: 'damaged_in_transit', note: 'Box was crushed' },
          },
          { product: { id: products[1]!.id }, quantity: 1, return_reason: { code: 'size_too_small' } },
        ],
      },
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  const returnId = (body.order_return ?? body).id as string;
  const line = (i: number) => `Line ${i + 1}: ${products[i]!.sku} – ${products[i]!.name}`;
  return { name, returnId, line };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

test('a line inspected as damaged and short, with its photo; the merchant sees it, sets a default, decides; released and completed', async ({
  loginAs,
  request,
}) => {
  test.setTimeout(300_000);
  const { name, returnId, line } = await registerReturn(request);

  // warehouse: the merchant's reasons, then the arrival
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals/${returnId}`);
  await expect(wh.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  const items = wh.getByRole('table', { name: 'Items' });
  await expect(items.getByText('Damaged in transit')).toBeVisible();
  await expect(items.getByText('“Box was crushed”')).toBeVisible();
  await expect(items.getByText('Size too small')).toBeVisible();
  await expect(wh.getByRole('heading', { name: 'Inspect lines' })).toHaveCount(0);
  await wh.getByLabel('Arrival location').fill('RET-INS');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered');

  // inspect line 1: one shirt of two, damaged
  const form = wh.getByRole('form', { name: `Inspect ${line(0)}` });
  await expect(form.getByLabel('Received quantity')).toHaveValue('2');
  await form.getByLabel('Received quantity').fill('1');
  await form.getByLabel('Condition').selectOption('damaged');
  await form.getByLabel('Inspection note').fill('Collar torn');
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Inspection saved.');
  const row1 = items.getByRole('row').filter({ hasText: line(0) });
  await expect(row1).toContainText('Damaged');
  await expect(row1).toContainText('1 of 2 received');
  await expect(row1).toContainText('Discrepancy');
  await expect(row1).toContainText('Collar torn');
  await expect(row1).toContainText("Waiting for the merchant's decision.");
  await expect(row1).toContainText('If it goes back to the shelf: 1 stored as blocked (damaged).');
  const row2 = items.getByRole('row').filter({ hasText: line(1) });
  await expect(row2).toContainText('not inspected');
  await expect(row2).toContainText('If it goes back to the shelf: 1 back on the shelf as free stock.');
  await expect(wh.getByRole('form', { name: `Inspect ${line(0)}` }).getByLabel('Condition')).toHaveValue(
    'damaged',
  );

  // a photo of that line
  await wh.getByLabel('Line', { exact: true }).selectOption({ label: line(0) });
  await wh
    .getByLabel('Choose files to upload')
    .setInputFiles([{ name: 'torn-collar.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(wh.getByRole('list', { name: 'Uploads' }).getByText('uploaded')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(row1.getByRole('img', { name: `Photo of ${line(0)}: torn-collar.png` })).toBeVisible();
  await expectNoSeriousAxeViolations(wh);

  // merchant: the discrepancy, the condition and the photo on the return page
  const m = await loginAs('merchant_admin');
  await m.goto(`/returns/${returnId}`);
  const returned = m.getByRole('table', { name: 'Returned items' });
  const mRow1 = returned.getByRole('row').filter({ hasText: line(0).split(': ')[1]! });
  await expect(mRow1).toContainText('Damaged');
  await expect(mRow1).toContainText('1 of 2 received');
  await expect(mRow1).toContainText('Discrepancy');
  await expect(mRow1.getByRole('img', { name: `Photo of ${line(0)}: torn-collar.png` })).toBeVisible();

  // the admin's default for damaged lines: destroy
  await m.getByRole('link', { name: 'defaults per condition' }).click();
  await expect(m.getByRole('heading', { level: 1, name: 'Condition defaults' })).toBeVisible();
  await expectNoSeriousAxeViolations(m);
  await m.getByLabel('Damaged', { exact: true }).selectOption('destroy');
  await m.getByRole('button', { name: 'Save defaults' }).click();
  await expect(m.getByRole('status').first()).toContainText('Defaults saved.');
  await expect(m.getByLabel('Damaged', { exact: true })).toHaveValue('destroy');

  // decide: back on the shelf; the damaged line follows the default
  await m.goto(`/returns/${returnId}`);
  await m.getByLabel('Put back on the shelf').check();
  await m.getByRole('button', { name: 'Save decision' }).click();
  await expect(m.getByRole('status').first()).toContainText('Decision saved.');

  // warehouse: what will happen, then release and complete
  await wh.reload();
  await expect(row1).toContainText('Destroyed.');
  await expect(row2).toContainText('1 back on the shelf as free stock.');
  await wh.getByRole('button', { name: 'Release for processing' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Released for processing.');
  await expect(wh.getByRole('heading', { name: 'Inspect lines' })).toHaveCount(0);
  await expect(row1).toContainText('1 of 2 received');
  await wh.getByText('Complete', { exact: true }).click();
  await wh.getByRole('button', { name: 'Yes, processing is done' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Completed');

  // leave the demo merchant without defaults
  await m.goto('/returns/condition-defaults');
  await m.getByLabel('Damaged', { exact: true }).selectOption('');
  await m.getByRole('button', { name: 'Save defaults' }).click();
  await expect(m.getByRole('status').first()).toContainText('Defaults saved.');
});

test('condition defaults are for merchant admins only', async ({ loginAs }) => {
  const staff = await loginAs('merchant_staff');
  const res = await staff.goto('/returns/condition-defaults');
  expect(res?.status()).toBe(403);
});

test('an inspection sent after the release is refused in plain words, and a missing line must have received 0', async ({
  loginAs,
  request,
}) => {
  test.setTimeout(180_000);
  const { returnId, line } = await registerReturn(request);
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals/${returnId}`);
  await wh.getByLabel('Arrival location').fill('RET-INS');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered');

  // a field error beside the field, nothing stored
  const form = wh.getByRole('form', { name: `Inspect ${line(1)}` });
  await form.getByLabel('Condition').selectOption('missing');
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(form.getByText('A missing line has received quantity 0.')).toBeVisible();
  await expect(form.getByLabel('Received quantity')).toHaveAttribute('aria-invalid', 'true');

  // the merchant decides through the API; the warehouse releases in another tab while this form is open
  const decided = await request.post(`/v1/order-returns/${returnId}/_merchant-decision`, {
    headers: await merchantHeaders(request),
    data: { merchant_decision: { code: 'to_shelf' } },
  });
  expect(decided.ok()).toBe(true);
  const other = await wh.context().newPage();
  await other.goto(`/warehouse/arrivals/${returnId}`);
  await other.getByRole('button', { name: 'Release for processing' }).click();
  await expect(other.getByRole('status').first()).toContainText('Released for processing.');

  const stale = wh.getByRole('form', { name: `Inspect ${line(0)}` });
  await stale.getByLabel('Condition').selectOption('sellable');
  await stale.getByRole('button', { name: 'Save inspection' }).click();
  await expect(wh.getByRole('alert').filter({ hasText: 'Not done:' })).toContainText(
    'Lines can only be inspected after the return arrived and before it is released.',
  );
  await expect(wh.getByRole('table', { name: 'Items' }).getByText('not inspected')).toHaveCount(2);
});
