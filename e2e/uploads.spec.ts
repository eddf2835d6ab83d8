import type { APIRequestContext } from '@playwright/test';
import { DEMO_API_CLIENT } from '../server/demo/demo-data';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID } from './support/users';
import { uniq } from './support/unique';

/**
 * The arrival page's uploads as the warehouse uses them: files up to the promised 20 MB, and photos that are
 * images by their content (an HTML page named .png is refused as a photo, and never shown as one).
 */

async function arrivedReturn(request: APIRequestContext) {
  const t = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_API_CLIENT.clientId,
      client_secret: DEMO_API_CLIENT.clientSecret,
    },
  });
  const headers = {
    authorization: `Bearer ${(await t.json()).access_token}`,
    'x-provider-merchant-id': DEMO_MERCHANT_ID,
  };
  const p = await request.post('/v1/products', {
    headers,
    data: { product: { sku: uniq('E2E-UPL'), name: 'Uploaded shirt' } },
  });
  const product = (await p.json()).product;
  const name = uniq('Upload');
  const r = await request.post('/v1/order-returns', {
    headers,
    data: { order_return: { name, items: [{ product: { id: product.id }, quantity: 1 }] } },
  });
  expect(r.status()).toBe(201);
  const body = await r.json();
  return { name, returnId: (body.order_return ?? body).id as string };
}

test('a 19 MB file uploads from the arrival page; an HTML file named .png is no photo', async ({
  loginAs,
  request,
}) => {
  test.setTimeout(180_000);
  const { name, returnId } = await arrivedReturn(request);
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals/${returnId}`);
  await expect(wh.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  await expect(wh.getByText('up to 20 MB each')).toBeVisible();

  const big = Buffer.alloc(19 * 1024 * 1024, 0x20);
  big.write('%PDF-1.4\n', 0, 'latin1');
  await wh.getByLabel('Purpose of the files').selectOption('other');
  await wh
    .getByLabel('Choose files to upload')
    .setInputFiles([{ name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: big }]);
  const uploads = wh.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText('uploaded')).toHaveCount(1, { timeout: 60_000 });
  await expect(wh.getByRole('link', { name: 'delivery-note.pdf' })).toBeVisible();

  await wh.getByLabel('Purpose of the files').selectOption('contents_photo');
  await wh.getByLabel('Choose files to upload').setInputFiles([
    {
      name: 'contents.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><p>not a picture</p>'),
    },
  ]);
  await expect(uploads.getByText('contents.png is not an image')).toBeVisible({ timeout: 30_000 });
  await expect(wh.getByRole('link', { name: 'contents.png' })).toHaveCount(0);
  await expect(wh.getByRole('img', { name: /contents\.png/ })).toHaveCount(0);
});
