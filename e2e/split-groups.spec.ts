import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT, authFile } from './support/users';
import { uniq } from './support/unique';

/** The split screen's shelf groups: pick what is on the shelf instead of typing a date or location (06, 03). */
test.use({ storageState: authFile('merchant_staff') });

async function operatorApi(request: APIRequestContext) {
  const res = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: DEMO_OPERATOR_CLIENT.clientId,
      client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
    },
  });
  expect(res.ok()).toBe(true);
  const token = (await res.json()).access_token as string;
  return async (method: string, path: string, data?: unknown) => {
    const r = await request.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${token}`, 'x-provider-merchant-id': DEMO_MERCHANT_ID },
    });
    return { status: r.status(), body: await r.json().catch(() => null) };
  };
}

test('picks a shelf group to fill the filters, sees the preview and splits it', async ({ page, request }) => {
  const call = await operatorApi(request);
  const created = await call('POST', '/v1/products', { product: { sku: uniq('GRP'), name: 'Rye bread' } });
  expect(created.status).toBe(201);
  const source = created.body.product as { id: string; sku: string };
  const receive = async (quantity: number, location: string, best_before?: string, batch_number?: string) =>
    expect(
      (
        await call('POST', '/ops/v1/stock-units', {
          receipt: { product_id: source.id, quantity, location, best_before, batch_number },
        })
      ).status,
    ).toBe(201);
  await receive(2, 'C-03', '2027-02-01', 'L7');
  await receive(3, 'A-01', '2026-11-30', 'L5');
  await receive(1, 'A-01', '2026-11-30', 'L6');
  await receive(4, 'B-02');
  const targetSku = uniq('SOON');

  await page.goto(`/split?source_sku=${encodeURIComponent(source.sku)}`);
  const groups = page.getByRole('table', { name: 'Free units by best-before date, batch and location' });
  await expect(groups.getByRole('row')).toHaveCount(5);
  await expect(groups.getByRole('row').nth(1)).toHaveText(/2026-11-30\s*L5\s*A-01\s*3/);
  await expect(groups.getByRole('row').nth(2)).toHaveText(/2026-11-30\s*L6\s*A-01\s*1/);
  await expect(groups.getByRole('row').nth(3)).toHaveText(/2027-02-01\s*L7\s*C-03\s*2/);
  await expect(groups.getByRole('row').nth(4)).toHaveText(/No date\s*–\s*B-02\s*4/);
  await expect(page.getByText('Batch is not a split filter')).toBeVisible();

  await page.getByLabel('Target SKU').fill(targetSku);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-summary')).toHaveText(
    `10 units would move from ${source.sku} to ${targetSku}.`,
  );

  // The group's date and location fill the filters; batch is not one, so both batches of A-01 move.
  await page.getByRole('button', { name: 'Use best before 2026-11-30, batch L5, location A-01' }).click();
  await expect(page.getByLabel('Best-before date')).toHaveValue('2026-11-30');
  await expect(page.getByLabel('Location code')).toHaveValue('A-01');
  await expect(page.getByLabel('Target SKU')).toHaveValue(targetSku);
  await expect(
    page.getByRole('button', { name: 'Use best before 2026-11-30, batch L5, location A-01' }),
  ).toHaveText('In the filters');
  await expect(page.getByTestId('preview-summary')).toHaveText(
    `4 units would move from ${source.sku} to ${targetSku}.`,
  );

  await page.getByRole('button', { name: 'Split 4 units' }).click();
  await expect(page).toHaveURL(/\/split\/results\/[0-9a-f]{24}\?created=1$/);
  await expect(page.getByTestId('split-result')).toHaveText(
    `4 units moved from ${source.sku} to ${targetSku}.`,
  );

  // Back on the split screen, the moved group is gone from the source's shelf.
  await page.goto(`/split?source_sku=${encodeURIComponent(source.sku)}`);
  await expect(groups.getByRole('row')).toHaveCount(3);
  await expect(groups).not.toContainText('A-01');

  // A group without a date fills the location only (and clears a date typed before).
  await page.getByLabel('Target SKU').fill(targetSku);
  await page.getByLabel('Best-before date').fill('2027-02-01');
  await page.getByRole('button', { name: 'Use best before no date, batch none, location B-02' }).click();
  await expect(page.getByLabel('Best-before date')).toHaveValue('');
  await expect(page.getByLabel('Location code')).toHaveValue('B-02');
  await expect(page.getByTestId('preview-summary')).toHaveText(
    `4 units would move from ${source.sku} to ${targetSku}.`,
  );
});
