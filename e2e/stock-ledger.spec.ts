import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures';
import { opApi } from './support/stock-api';
import { actForDemoMerchant, stockedAt } from './support/stock-ledger';
import { uniq } from './support/unique';

/** Storing (docs/decisions/stock-ledger.md): a move by scanning, the merchant's Movements tab and its CSV, a blind count. */
test('a move by scanning shows in the merchant Movements tab and its CSV', async ({ loginAs, baseURL }) => {
  test.slow();
  const { product, gtin, from } = await stockedAt(5);
  const to = uniq('E2E-T');
  const page = await loginAs('warehouse_staff');
  await actForDemoMerchant(page.context(), baseURL!);
  await page.goto('/warehouse/move');
  await page.getByLabel('1. Scan the source location').fill(from);
  await page.getByRole('button', { name: 'Open location' }).click();
  await expect(page.getByRole('table', { name: `Stock at ${from}` })).toContainText(product.sku);
  const form = page.getByRole('form', { name: 'Move units' });
  await form.getByLabel('2. Scan the product (SKU or GTIN)').fill(gtin);
  await form.getByLabel('Units').fill('2');
  await form.getByLabel('3. Scan the target location').fill(to);
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`Moved 2 units to ${to}.`)).toBeVisible();

  const merchant = await loginAs('merchant_staff');
  await merchant.goto(`/products/${product.id}`);
  await merchant.getByRole('link', { name: 'Movements' }).click();
  const table = merchant.getByRole('table', { name: /Stock movements/ });
  await expect(table).toContainText(`2 on_shelf at ${from} -> ${to}`);
  await expect(table).toContainText('Units received');
  await merchant.getByLabel('Reason').selectOption('moved');
  await merchant.getByRole('button', { name: 'Filter' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stock-movements-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFoccurred_at,movement_id,product_id,reason')).toBe(true);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,moved,2,${from},on_shelf,${to},on_shelf,`);
});

test('a blind count with a variance, its recount by another person, and the approval', async ({
  loginAs,
  baseURL,
}) => {
  test.slow();
  const { product, gtin, from } = await stockedAt(4);
  const { cycle_count: count } = await opApi('POST', '/ops/v1/cycle-counts', {
    cycle_count: { locations: [from], variance_threshold_units: 0 },
  });
  const counter = await loginAs('warehouse_staff');
  await actForDemoMerchant(counter.context(), baseURL!);
  await counter.goto(`/warehouse/counts/${count.id}/count`);
  await expect(counter.getByTestId('count-location')).toHaveText(from);
  // Blind: the sheet never says how many should stand there.
  await expect(counter.locator('main')).not.toContainText('Expected');
  await counter.getByLabel('Product 1 barcode (GTIN)').fill(gtin);
  await counter.getByLabel('Units').first().fill('3');
  await counter.getByRole('button', { name: `Save the count of ${from}` }).click();
  await expect(counter.getByText(`${from} counted.`)).toBeVisible();
  // The variance sends the location to recount, which the same person may not make.
  await expect(counter.getByRole('heading', { name: `Location ${from} (recount)` })).toBeVisible();
  await counter.getByLabel('Product 1 barcode (GTIN)').fill(gtin);
  await counter.getByLabel('Units').first().fill('3');
  await counter.getByRole('button', { name: `Save the count of ${from}` }).click();
  await expect(
    counter.getByText('A recount must be made by another person than the first count.'),
  ).toBeVisible();

  const lead = await loginAs('operator_admin');
  await lead.goto(`/warehouse/counts/${count.id}/count`);
  await lead.getByLabel('Product 1 barcode (GTIN)').fill(gtin);
  await lead.getByLabel('Units').first().fill('3');
  await lead.getByRole('button', { name: `Save the count of ${from}` }).click();
  await expect(lead.getByText('Nothing left to count here.')).toBeVisible();
  // The lead recounted, so another person approves: the API's operator client here.
  await lead.goto(`/warehouse/counts/${count.id}`);
  await lead.getByRole('button', { name: 'Approve and adjust stock' }).click();
  await expect(lead.getByText('A cycle count is approved by someone who did not count it.')).toBeVisible();
  await opApi('POST', `/ops/v1/cycle-counts/${count.id}/_approve`);
  await lead.reload();
  const counted = lead.getByRole('table', { name: 'What was counted' });
  await expect(counted).toContainText(product.sku);
  await expect(counted.getByRole('row').nth(1)).toContainText('-1');

  const merchant = await loginAs('merchant_staff');
  await merchant.goto(`/products/${product.id}/movements?reason=count_adjustment`);
  await expect(merchant.getByRole('table', { name: /Stock movements/ })).toContainText(
    `1 on_shelf -> written_off at ${from}`,
  );
});
