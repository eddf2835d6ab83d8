import { test, expect } from './support/fixtures';
import { actForDemoMerchant, stockedAt } from './support/stock-ledger';
import { uniq } from './support/unique';

/** Warehouse -> Move works without JavaScript: plain GET and POST forms (docs/decisions/stock-ledger.md §2). */
test.use({ javaScriptEnabled: false });

test('a move by scanning without JavaScript, and a refusal in plain words', async ({ loginAs, baseURL }) => {
  const { product, from } = await stockedAt(3);
  const to = uniq('E2E-NJ');
  const page = await loginAs('warehouse_staff');
  await actForDemoMerchant(page.context(), baseURL!);
  await page.goto('/warehouse/move');
  await page.getByLabel('1. Scan the source location').fill(from);
  await page.getByRole('button', { name: 'Open location' }).click();
  const form = page.getByRole('form', { name: 'Move units' });
  await form.getByLabel('2. Scan the product (SKU or GTIN)').fill(product.sku);
  await form.getByLabel('Units').fill('9');
  await form.getByLabel('3. Scan the target location').fill(to);
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByText('The location does not hold that many units of the product (in that lot) to move.'),
  ).toBeVisible();
  await form.getByLabel('2. Scan the product (SKU or GTIN)').fill(product.sku);
  await form.getByLabel('Units').fill('3');
  await form.getByLabel('3. Scan the target location').fill(to);
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`Moved 3 units to ${to}.`)).toBeVisible();
  await expect(page.getByText('Nothing of this merchant stands here.')).toBeVisible();
});
