import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { authFile, demoUser } from './support/users';

// Pages render on the server and work without client JavaScript (06 "Expectations").
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in, switch merchant and sign out with plain form posts', async ({ page }) => {
    const u = demoUser('operator_admin');
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill(u.email);
    await page.getByLabel('Password').fill(u.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByLabel('Acting for').selectOption({ label: 'Alpine Outdoor GmbH' });
    await page.getByRole('button', { name: 'Switch' }).click();
    await expect(page.getByRole('main')).toContainText('Alpine Outdoor GmbH');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin/);
  });

  test('a form with field errors and a success message (create merchant)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: authFile('operator_admin'),
    });
    const page = await context.newPage();
    await page.goto('/merchants');
    await page.getByRole('button', { name: 'Create merchant' }).click();
    await expect(page.locator('#f-merchant-name-error')).toHaveText('Required.');
    const name = `NoJS ${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create merchant' }).click();
    await expect(page.getByText(`Merchant “${name}” created.`)).toBeVisible();
    await expect(page.getByRole('cell', { name })).toBeVisible();
    await context.close();
  });

  test('a destructive action confirms first (revoke an API client)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: authFile('merchant_admin'),
    });
    const page = await context.newPage();
    await page.goto('/developers/api-clients');
    const name = `NoJS client ${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create API client' }).click();
    await expect(page.getByTestId('new-client-secret')).toBeVisible();
    await page.goto('/developers/api-clients');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('button', { name: 'Yes, revoke it' })).toBeHidden();
    await row.locator('summary', { hasText: `Revoke ${name}` }).click();
    await row.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expect(page.getByText('revoked.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await context.close();
  });
});
