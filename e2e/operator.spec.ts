import { test, expect } from './support/fixtures';
import { signInWith } from './support/sign-in';
import { DEMO_MERCHANT_NAME } from './support/users';
import { uniqLower } from './support/unique';

test('operator creates a merchant; an empty name is refused beside the field and stores nothing', async ({
  loginAs,
}) => {
  const page = await loginAs('operator_admin');
  await page.goto('/merchants');
  await page.getByRole('button', { name: 'Create merchant' }).click();
  const name = page.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#f-merchant-name-error')).toHaveText('Required.');

  const merchant = uniqLower('E2E Merchant');
  await name.fill(merchant);
  await page.getByRole('button', { name: 'Create merchant' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Merchant “${merchant}” created.` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Merchants/ }).getByRole('cell', { name: merchant }),
  ).toBeVisible();
  // The new merchant is offered in the merchant switcher too.
  await page.reload();
  await expect(page.getByLabel('Acting for').locator('option', { hasText: merchant })).toHaveCount(1);
});

test('operator creates a merchant user who can then sign in; errors appear beside their fields', async ({
  loginAs,
  browser,
  baseURL,
}) => {
  const page = await loginAs('operator_admin');
  await page.goto('/users');
  const email = `${uniqLower('staff')}@e2e.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Role').selectOption('merchant_staff');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.locator('#f-user-password-error')).toHaveText('Use at least 10 characters.');
  await expect(page.locator('#f-merchant_id-error')).toHaveText('Choose the merchant this user works for.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email); // kept after a failed submit

  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByLabel('Merchant', { exact: true }).selectOption({ label: DEMO_MERCHANT_NAME });
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `User ${email} created.` })).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The same e-mail again is refused beside the e-mail field.
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByLabel('Role').selectOption('warehouse_staff');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.locator('#f-user-email-error')).toHaveText(
    'A user with this e-mail address already exists.',
  );

  // The new user signs in and works for the chosen merchant.
  const context = await browser.newContext({ baseURL });
  const own = await context.newPage();
  await signInWith(own, email, 'a-long-enough-password');
  await expect(own.getByTestId('user-role')).toHaveText('Merchant staff');
  await expect(own.getByRole('main')).toContainText(DEMO_MERCHANT_NAME);
  await context.close();
});

test('operator screens are "Not available for your role" (403) for every other role', async ({ loginAs }) => {
  test.setTimeout(180_000);
  for (const role of ['merchant_admin', 'merchant_staff', 'warehouse_staff'] as const) {
    const page = await loginAs(role);
    // A merchant admin has a Users screen of its own merchant (merchant-users.spec.ts).
    for (const path of role === 'merchant_admin' ? ['/merchants'] : ['/merchants', '/users']) {
      const res = await page.goto(path);
      expect(res?.status(), `${role} ${path}`).toBe(403);
      await expect(
        page.getByRole('heading', { name: 'Not available for your role' }),
        `${role} ${path}`,
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/New merchant|New user|Alpine Outdoor/);
    }
  }
});
