import { expect, test } from './support/fixtures';
import { outboundOrders } from './support/outbound-data';
import { packIntoTwoParcels } from './support/pack-parcels';

/** Runs in the no-javascript project (playwright.config.ts): parcel rows and carrier templates by plain form posts. */
test.use({ javaScriptEnabled: false });

test('without JavaScript the warehouse ships an order in two parcels, adding and removing parcel rows', async ({
  loginAs,
}) => {
  test.slow();
  const { product, orders } = await outboundOrders(1, { quantity: 2 });
  const page = await loginAs('warehouse_staff');
  await packIntoTwoParcels(page, orders[0]!, product.sku);
});

test('without JavaScript the operator admin changes a carrier tracking URL template', async ({ loginAs }) => {
  const page = await loginAs('operator_admin');
  const DEFAULT = 'https://tracking.bring.com/tracking/{code}';
  await page.goto('/carriers');
  const card = page.getByTestId('carrier-bring');
  await card.getByLabel('Bring tracking URL template').fill('https://bring.example/{code');
  await card.getByRole('button', { name: 'Save Bring' }).click();
  await expect(
    page.getByTestId('carrier-bring').getByText('Must contain {code}, where the tracking code goes.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('carrier-bring').getByLabel('Bring tracking URL template')).toHaveValue(
    'https://bring.example/{code',
  );
  try {
    await page
      .getByTestId('carrier-bring')
      .getByLabel('Bring tracking URL template')
      .fill('https://bring.example/t/{code}');
    await page.getByTestId('carrier-bring').getByRole('button', { name: 'Save Bring' }).click();
    await expect(page.getByText('Bring: tracking links saved.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('https://bring.example/t/JJFI0123456789AB')).toBeVisible();
  } finally {
    await page.goto('/carriers');
    await page.getByTestId('carrier-bring').getByLabel('Bring tracking URL template').fill(DEFAULT);
    await page.getByTestId('carrier-bring').getByRole('button', { name: 'Save Bring' }).click();
    await expect(page.getByText('Bring: tracking links saved.')).toBeVisible({ timeout: 30_000 });
  }
});
