import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT, authFile } from './support/users';
import { uniq } from './support/unique';

/**
 * Why items come back, in the browser (docs/decisions/returns.md "Reasons"): the registration form takes a
 * reason per line (Other needs the customer's note), the return shows them and lets the merchant change them
 * until the parcel arrives, and the list filters by reason.
 */
test.use({ storageState: authFile('merchant_staff') });

async function twoProducts(request: APIRequestContext) {
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
  const products: { id: string; sku: string }[] = [];
  for (const name of ['Reason jacket', 'Reason boots']) {
    const res = await request.post('/v1/products', {
      headers,
      data: { product: { sku: uniq('E2E-RSN'), name } },
    });
    expect(res.status()).toBe(201);
    products.push((await res.json()).product);
  }
  return products;
}

test('a return registered with a reason per line, changed before arrival, found by its reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [jacket, boots] = await twoProducts(request);
  const name = uniq('Reasons');

  await page.goto('/returns/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Product, line 1').selectOption({ label: `${jacket!.sku} – Reason jacket` });
  await page.getByLabel('Reason, line 1').selectOption({ label: 'Size too small' });
  await page.getByLabel('Product, line 2').selectOption({ label: `${boots!.sku} – Reason boots` });
  await page.getByLabel('Reason, line 2').selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Register return' }).click();
  // Other without the customer's note: a field error, nothing registered, the choices kept
  await expect(page.getByText('Say why when the reason is other.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Reason, line 1')).toHaveValue('size_too_small');
  await page.getByLabel("Customer's note, line 2").fill('Heel rubs after one walk');
  await page.getByRole('button', { name: 'Register return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${name}` })).toBeVisible({
    timeout: 60_000,
  });
  const items = page.getByRole('table', { name: 'Returned items' });
  await expect(items).toContainText('Size too small');
  await expect(items).toContainText('Other · Heel rubs after one walk');

  // changed before the parcel arrives
  const reasons = page.getByRole('form', { name: 'Return reasons' });
  await reasons.getByLabel(/^Reason, Line 1/).selectOption({ label: 'Size too large' });
  await reasons.getByRole('button', { name: 'Save reasons' }).click();
  await expect(reasons.getByRole('status')).toContainText('Reasons saved.');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Returned items' })).toContainText('Size too large');

  // the list filters by reason and shows the reasons
  await page.goto('/returns');
  await page.getByLabel('Reason').selectOption({ label: 'Size too large' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/reason=size_too_large/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Other, Size too large');
  await page.getByLabel('Reason').selectOption({ label: 'Unwanted gift' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
