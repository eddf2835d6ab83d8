import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT, authFile } from './support/users';
import { CUSTOMER, uniq } from './support/unique';

/**
 * The return journey in a real browser (06 Returns, Warehouse): registered by the merchant, label requested and
 * polled until its download appears, arrival and uploads by the warehouse, decided per line, released, processed.
 */
test.use({ storageState: authFile('merchant_staff') });

async function operatorHeaders(request: APIRequestContext) {
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

/** Two products and an original order with a deliverable customer, through the API as the demo operator. */
async function setup(request: APIRequestContext) {
  const headers = await operatorHeaders(request);
  const products: { id: string; sku: string }[] = [];
  for (const name of ['Return shirt', 'Return socks']) {
    const res = await request.post('/v1/products', {
      headers,
      data: { product: { sku: uniq('E2E-RET'), name } },
    });
    expect(res.status()).toBe(201);
    products.push((await res.json()).product);
  }
  const orderRef = uniq('E2E-ORIG');
  const order = await request.post('/v1/orders', {
    headers,
    data: {
      order: {
        merchants_id: orderRef,
        customer: CUSTOMER,
        items: [{ product: { id: products[0]!.id }, quantity: 2 }],
      },
    },
  });
  expect(order.status()).toBe(201);
  return { products, orderRef, orderId: (await order.json()).order.id as string };
}

test('a return registered, labelled, arrived with photos, decided per line, released and processed', async ({
  page,
  loginAs,
  request,
}) => {
  test.setTimeout(300_000);
  const { products, orderRef } = await setup(request);
  const name = uniq('Return');

  // merchant registers the return, naming the original order by its own order number
  await page.goto('/returns/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Original order', { exact: true }).fill(orderRef);
  await expect(page.getByTestId('chosen-order')).toContainText(`Chosen: ${orderRef} · Anna Virtanen`);
  await page.getByLabel('Your reference').fill(uniq('RMA'));
  await page.getByLabel('Product, line 1').selectOption({ label: `${products[0]!.sku} – Return shirt` });
  await page.getByLabel('Quantity, line 1', { exact: true }).fill('2');
  await page.getByLabel('Product, line 2').selectOption({ label: `${products[1]!.sku} – Return socks` });
  await page.getByRole('button', { name: 'Register return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('status').first()).toContainText('Return registered.');
  const returnUrl = page.url();
  const returnId = returnUrl.split('/returns/')[1]!.split('?')[0]!;
  await expect(page.getByText('You can decide once the warehouse has received the parcel.')).toBeVisible();

  // the label: requested, polled, then downloadable
  await page.getByRole('button', { name: 'Request label' }).click();
  const download = page.getByRole('link', { name: 'Download label (PDF)' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  expect(await download.getAttribute('href')).toMatch(/\/v1\/files\/[0-9a-f]{24}\?expires=\d+&signature=/);
  const pdf = await request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // the list finds it
  await page.goto(`/returns?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // warehouse: arrival and two photos
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals?q=${encodeURIComponent(name)}`);
  await wh.getByRole('link', { name }).click();
  await expect(wh.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  await wh.getByLabel('Arrival location').fill('RET-E2E');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered');
  await wh.getByLabel('Purpose of the files').selectOption('damage_evidence');
  await wh.getByLabel('Choose files to upload').setInputFiles([
    {
      name: 'dent.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2d6a50000000049454e44ae426082',
        'hex',
      ),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('corner crushed') },
  ]);
  await expect(wh.getByRole('list', { name: 'Uploads' }).getByText('uploaded')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(wh.getByRole('link', { name: 'notes.txt' })).toBeVisible();

  // merchant decides: resend as new, the shirt back on the shelf
  await page.goto(`/returns/${returnId}`);
  await expect(page.getByRole('link', { name: 'Download notes.txt' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Damage evidence: dent\.png/ })).toBeVisible();
  await page.getByLabel('Resend as a new order').check();
  await expect(page.getByText('Lines left on “default” take the default: resend.')).toBeVisible();
  await page.getByLabel(/^Line 1:/).selectOption('to_shelf');
  await page.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByRole('status').first()).toContainText('Decision saved.');
  await page.reload();
  await expect(page.getByRole('cell', { name: 'To shelf' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Resend' })).toBeVisible();

  // warehouse releases and completes
  await wh.reload();
  await wh.getByRole('button', { name: 'Release for processing' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Released for processing.');
  await wh.getByText('Complete', { exact: true }).click();
  await wh.getByRole('button', { name: 'Yes, processing is done' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Completed');

  // merchant sees the result: processed, with the resend order and the inbound shipment
  await page.reload();
  await expect(page.getByRole('main').getByText('Processed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('The decision is locked')).toBeVisible();
  await expect(page.getByText(/accepted → processing/)).toBeVisible();
  const resend = page.locator('dt:has-text("Resend order") + dd a');
  await expect(resend).toHaveAttribute('href', /\/orders\/[0-9a-f]{24}/);
});

test('a merchant cancels a return that has not arrived; an unknown return id is a 404 page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniq('Cancel');
  await page.goto('/returns/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Register return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  const url = page.url().split('?')[0]!;
  await page.getByText('Cancel return', { exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel the return' }).click();
  await expect(page.getByRole('status').first()).toContainText('Return cancelled.');
  await expect(page.getByRole('main').getByText('Deleted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Cancel return', { exact: true })).toHaveCount(0);
  const res = await page.request.get(url.replace(/\/returns\/.*/, '/returns/0123456789abcdef01234567'));
  expect(res.status()).toBe(404);
});

test('the original order is found by its number; after an error every field keeps what was chosen', async ({
  page,
  request,
}) => {
  const { products, orderRef } = await setup(request);
  const name = uniq('Kept');
  await page.goto('/returns/new');
  await page.getByLabel('Name').fill(name);
  // An order number the merchant does not have is a field error, and nothing is stored.
  await page.getByLabel('Original order', { exact: true }).fill('NO-SUCH-ORDER');
  await expect(page.getByTestId('chosen-order')).toBeEmpty();
  const shirt = `${products[0]!.sku} – Return shirt`;
  const socks = `${products[1]!.sku} – Return socks`;
  await page.getByLabel('Product, line 1').selectOption({ label: shirt });
  await page.getByLabel('Quantity, line 1', { exact: true }).fill('3');
  await page.getByLabel('Product, line 2').selectOption({ label: socks });
  await page.getByRole('button', { name: 'Register return' }).click();
  await expect(page.getByText('You have no order with this number.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Original order', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Every field survived the error, the product choices too.
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Original order', { exact: true })).toHaveValue('NO-SUCH-ORDER');
  await expect(page.getByLabel('Product, line 1').locator('option:checked')).toHaveText(shirt);
  await expect(page.getByLabel('Quantity, line 1', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Product, line 2').locator('option:checked')).toHaveText(socks);
  await page.goto(`/returns?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // The right number: the form says which order it is, and the return is registered against it.
  await page.goto('/returns/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Original order', { exact: true }).fill(orderRef);
  await expect(page.getByTestId('chosen-order')).toContainText(`Chosen: ${orderRef} · Anna Virtanen`);
  await page.getByRole('button', { name: 'Register return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
});
