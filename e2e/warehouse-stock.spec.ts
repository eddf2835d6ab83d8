import { test, expect } from './support/fixtures';
import { productWithStock } from './support/stock-api';
import { DEMO_MERCHANT_ID } from './support/users';

/** Warehouse stock: receiving, unit state changes and counts (06 Warehouse, 05 §3). */
test('warehouse staff receive units, block one, and record a count with a discrepancy', async ({
  loginAs,
  baseURL,
}) => {
  test.slow(); // several server round trips with redirects
  const product = await productWithStock({ name: 'E2E oat drink' });
  const page = await loginAs('warehouse_staff');
  await page.context().addCookies([{ name: 'fp_acting_merchant', value: DEMO_MERCHANT_ID, url: baseURL! }]);

  await page.goto('/warehouse/stock');
  await page.getByLabel('Search').fill(product.sku);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: product.sku }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Stock of ${product.sku}` })).toBeVisible();

  // Bad input is refused beside the field and stores nothing.
  const receive = page.getByRole('form', { name: 'Receive stock' });
  await receive.getByLabel('Quantity').fill('10001');
  await receive.getByLabel('Location').fill('E2E-R1');
  await receive.getByRole('button', { name: 'Receive units' }).click();
  await expect(receive.getByText('At most 10000.')).toBeVisible();
  await expect(page.getByTestId('figures')).toContainText('On hand 0');

  await receive.getByLabel('Quantity').fill('5');
  await receive.getByLabel('Location').fill('E2E-R1');
  await receive.getByLabel('Best before').fill('2027-12-31');
  await receive.getByLabel('Batch number').fill('B-42');
  await receive.getByRole('button', { name: 'Receive units' }).click();
  await expect(page.getByText('Received 5 units into E2E-R1 (on shelf).')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('figures')).toContainText('On hand 5 · Reserved 0 · Available 5');

  // Block the first unit and move it to quarantine.
  const units = page.getByRole('table', { name: `Units of ${product.sku}` });
  const first = units.getByRole('row').nth(1);
  await first.getByLabel('New state').selectOption('blocked');
  await first.getByLabel('Location').fill('QUARANTINE');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Unit \w+ saved\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('figures')).toContainText('On hand 5 · Reserved 0 · Available 4');
  await expect(units.getByRole('row').nth(1)).toContainText('QUARANTINE');
  await expect(units.getByRole('row').nth(1)).toContainText('Blocked');

  // A count that disagrees marks a discrepancy; a later matching count clears it.
  const count = page.getByRole('form', { name: 'Record a count' });
  await count.getByLabel('Counted quantity').fill('4');
  await count.getByRole('button', { name: 'Record count' }).click();
  await expect(count.getByText('The stock is marked as in discrepancy.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('figures')).toContainText('Discrepancy');
  await count.getByLabel('Counted quantity').fill('5');
  await count.getByRole('button', { name: 'Record count' }).click();
  await expect(count.getByText('matching on hand')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('figures')).not.toContainText('Discrepancy');
});

test('merchant users cannot open the warehouse stock screens', async ({ loginAs }) => {
  const product = await productWithStock();
  const page = await loginAs('merchant_staff');
  await page.goto(`/warehouse/stock/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(product.sku);
});
