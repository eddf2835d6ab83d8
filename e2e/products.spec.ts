import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { DEMO_OTHER_MERCHANT_ID } from './support/users';

/** Products with stock figures and their units (06 Products). */
test('a merchant user finds a product, sees its figures, and filters its units', async ({ loginAs }) => {
  const product = await productWithStock({
    name: 'E2E rye bread',
    units: 4,
    location: 'E2E-A1',
    bestBefore: '2027-09-30',
  });
  const { stock_units } = await opApi('POST', '/ops/v1/stock-units', {
    receipt: { product_id: product.id, quantity: 2, location: 'E2E-B2', state: 'blocked' },
  });
  expect(stock_units).toHaveLength(2);

  const page = await loginAs('merchant_staff');
  await page.goto('/products');
  await page.getByLabel('Search').fill(product.sku);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row', { name: new RegExp(product.sku) });
  await expect(row).toContainText('E2E rye bread');
  await expect(row.getByRole('cell')).toHaveText([
    product.sku,
    'E2E rye bread',
    '–',
    'Active',
    '6',
    '0',
    '4',
    '–',
  ]);

  await row.getByRole('link', { name: product.sku }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E rye bread' })).toBeVisible();
  await expect(page.getByTestId('on-hand')).toHaveText('6');
  await expect(page.getByTestId('available')).toHaveText('4');
  const units = page.getByRole('table', { name: `Units of ${product.sku}` });
  await expect(units.getByRole('row')).toHaveCount(7);

  await page.getByLabel('State').selectOption('blocked');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(units.getByRole('row')).toHaveCount(3);
  await expect(units).toContainText('E2E-B2');
  await expect(units).not.toContainText('E2E-A1');

  await page.goto(`/products/${product.id}?best_before=2027-09-30`);
  await expect(units.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('stock received');
});

test("another merchant's product is not found", async ({ loginAs }) => {
  const foreign = await productWithStock({ merchantId: DEMO_OTHER_MERCHANT_ID });
  const page = await loginAs('merchant_admin');
  // The portal streams its pages (loading state), so "not found" is the page's content, not the HTTP status.
  await page.goto(`/products/${foreign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(foreign.sku);
  await page.goto(`/products?q=${foreign.sku}`);
  await expect(page.getByText('No products match these filters')).toBeVisible();
});
