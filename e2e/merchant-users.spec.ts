import { test, expect } from './support/fixtures';
import { signInWith } from './support/sign-in';
import { opApi } from './support/stock-api';
import { DEMO_MERCHANT_NAME, DEMO_OTHER_MERCHANT_ID, demoUser } from './support/users';
import { uniqLower } from './support/unique';

/** A merchant admin manages the users of its own merchant (06 "Who signs in"), merchant roles only. */
// Each step is a server action; on a loaded machine (or a dev server compiling a page) they take a while.
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 90_000 };

/** A user of the other demo merchant, through the operator API. */
async function otherMerchantUser() {
  const email = `${uniqLower('other')}@e2e.test`;
  await opApi('POST', `/ops/v1/merchants/${DEMO_OTHER_MERCHANT_ID}/users`, {
    user: { email, password: 'a-long-enough-password', role: 'merchant_staff' },
  });
  return email;
}

test('merchant admin creates a merchant staff user of its own merchant, who can then sign in', async ({
  loginAs,
  browser,
  baseURL,
}) => {
  const otherEmail = await otherMerchantUser();
  const page = await loginAs('merchant_admin');
  await page.goto('/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  // Only its own merchant's users are listed.
  const table = page.getByRole('table', { name: /Portal users/ });
  await expect(table.getByRole('cell', { name: demoUser('merchant_staff').email })).toBeVisible();
  await expect(table).not.toContainText(demoUser('operator_admin').email);
  await expect(table).not.toContainText(demoUser('warehouse_staff').email);
  await expect(table).not.toContainText(otherEmail);

  // Only merchant roles are offered, and no merchant to choose.
  const role = page.getByLabel('Role');
  await expect(role.locator('option')).toHaveText(['Merchant staff', 'Merchant admin']);
  await expect(page.getByLabel('Merchant', { exact: true })).toHaveCount(0);

  const email = `${uniqLower('staff')}@e2e.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Erkki E2E');
  await page.getByLabel('Password').fill('a-long-enough-password');
  await role.selectOption('merchant_staff');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `User ${email} created.` })).toBeVisible(SLOW);
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Merchant staff');

  // The new user signs in and works for the admin's merchant.
  const context = await browser.newContext({ baseURL });
  const own = await context.newPage();
  await signInWith(own, email, 'a-long-enough-password');
  await expect(own.getByTestId('user-role')).toHaveText('Merchant staff');
  await expect(own.getByRole('main')).toContainText(DEMO_MERCHANT_NAME);
  // Merchant staff manage no users: the screen says so (403), it does not pretend not to exist.
  const res = await own.goto('/users');
  expect(res?.status()).toBe(403);
  await expect(own.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
  await expect(own.getByText('This screen is not available to merchant staff users.')).toBeVisible();
  await context.close();
});

test('merchant admin cannot give an operator role, even with a forged form: the server refuses it', async ({
  loginAs,
}) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/users');
  const role = page.getByLabel('Role');
  await expect(role.locator('option', { hasText: 'Operator admin' })).toHaveCount(0);
  await expect(role.locator('option', { hasText: 'Warehouse staff' })).toHaveCount(0);

  // What a hand-made request would send: an operator role, and another merchant.
  await role.evaluate((el: HTMLSelectElement) => el.add(new Option('Operator admin', 'operator_admin')));
  await page.locator('form[aria-labelledby="create-user-title"]').evaluate((form, merchantId) => {
    const input = document.createElement('input');
    Object.assign(input, { type: 'hidden', name: 'merchant_id', value: merchantId });
    form.append(input);
  }, DEMO_OTHER_MERCHANT_ID);
  const email = `${uniqLower('forged')}@e2e.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await role.selectOption('operator_admin');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.locator('#f-user-role-error')).toHaveText(
    'A merchant admin can give only the roles merchant staff and merchant admin.',
    SLOW,
  );
  await page.reload();
  await expect(page.getByRole('table', { name: /Portal users/ })).not.toContainText(email);
});
