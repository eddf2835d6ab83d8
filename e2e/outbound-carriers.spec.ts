import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';

/** The operator admin edits a carrier's tracking URL template; a wrong one is refused beside its field. */
const SLOW = { timeout: 30_000 };
const DEFAULT = 'https://www.matkahuolto.fi/en/tracking?parcelNumber={code}';

test('the operator admin edits a carrier tracking URL template, with errors beside the field', async ({
  loginAs,
}) => {
  const page = await loginAs('operator_admin');
  await page.goto('/carriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const card = page.getByTestId('carrier-matkahuolto');
  const field = card.getByLabel('Matkahuolto tracking URL template');
  await expect(field).toHaveValue(DEFAULT);

  await field.fill('http://tracking.example.fi/parcel');
  await card.getByRole('button', { name: 'Save Matkahuolto' }).click();
  await expect(card.getByText('Must contain {code}, where the tracking code goes.')).toBeVisible(SLOW);
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('http://tracking.example.fi/{code}');
  await card.getByRole('button', { name: 'Save Matkahuolto' }).click();
  await expect(card.getByText('Must be an https:// address.')).toBeVisible(SLOW);

  try {
    await field.fill('https://tracking.example.fi/parcel/{code}');
    await card.getByRole('button', { name: 'Save Matkahuolto' }).click();
    await expect(card.getByText('Matkahuolto: tracking links saved.')).toBeVisible(SLOW);
    await expect(card.getByText('https://tracking.example.fi/parcel/JJFI0123456789AB')).toBeVisible(SLOW);
    await page.reload();
    await expect(page.getByLabel('Matkahuolto tracking URL template')).toHaveValue(
      'https://tracking.example.fi/parcel/{code}',
    );
  } finally {
    const again = page.getByTestId('carrier-matkahuolto');
    await again.getByLabel('Matkahuolto tracking URL template').fill(DEFAULT);
    await again.getByRole('button', { name: 'Save Matkahuolto' }).click();
    await expect(again.getByText('Matkahuolto: tracking links saved.')).toBeVisible(SLOW);
  }
});

test('warehouse staff cannot open the carriers screen', async ({ loginAs }) => {
  const page = await loginAs('warehouse_staff');
  await page.goto('/carriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Carriers' })).toHaveCount(0);
});
