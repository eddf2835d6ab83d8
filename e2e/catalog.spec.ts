import { test, expect } from './support/fixtures';
import { uniqueSku } from './support/stock-api';

/** Operator administration of catalog services and pickup points (05 §2, 06 operator_admin). */
test('an operator creates a catalog service, is told when the code is taken, and deactivates it', async ({
  loginAs,
}) => {
  const code = uniqueSku('SVC');
  const page = await loginAs('operator_admin');
  await page.goto('/catalog-services');
  const form = page.getByRole('form', { name: 'New catalog service' });
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByLabel('Name').fill('E2E gift wrap');
  await form.getByLabel('Kind').selectOption('extra');
  await form.getByLabel('Nordic Pantry Oy').check();
  await form.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText(`Catalog service ${code} created.`)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Catalog services' })
    .getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Nordic Pantry Oy');
  await expect(row).toContainText('Active');

  const again = page.getByRole('form', { name: 'New catalog service' });
  await again.getByLabel('Code').fill(code);
  await again.getByLabel('Name').fill('Duplicate');
  await again.getByRole('button', { name: 'Create service' }).click();
  await expect(again.getByText(`A catalog service with code ${code} already exists.`)).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(page.getByText('Service deactivated.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Catalog services' }).getByRole('row', { name: new RegExp(code) }),
  ).toContainText('Inactive');
});

test('an operator creates a pickup point; field errors appear beside the fields', async ({ loginAs }) => {
  const code = uniqueSku('PP');
  const page = await loginAs('operator_admin');
  await page.goto('/pickup-points');
  const form = page.getByRole('form', { name: 'New pickup point' });
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByLabel('Name').fill('E2E locker');
  await form.getByLabel('Address').fill('Testikatu 1');
  await form.getByLabel('Postal code').fill('00100');
  await form.getByLabel('City').fill('Helsinki');
  await form.getByLabel('Country').fill('FIN');
  await form.getByRole('button', { name: 'Create pickup point' }).click();
  await expect(form.getByText('An ISO 3166-1 alpha-2 country code, e.g. FI.')).toBeVisible();
  await form.getByLabel('Country').fill('fi');
  await form.getByRole('button', { name: 'Create pickup point' }).click();
  await expect(page.getByText(`Pickup point ${code} created.`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Pickup points' }).getByRole('row', { name: new RegExp(code) }),
  ).toContainText('00100 Helsinki, FI');
});

test('merchant users have no catalog administration', async ({ loginAs }) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/catalog-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
});
