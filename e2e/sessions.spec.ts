import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { signInWith } from './support/sign-in';
import { opApi } from './support/stock-api';
import { DEMO_MERCHANT_ID } from './support/users';

/** Sessions that end (06): change password, sign out everywhere, deactivate and reactivate a user. */
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 90_000 };

async function staffUser(password: string) {
  const email = `sessions-${randomBytes(4).toString('hex')}@e2e.test`;
  await opApi('POST', `/ops/v1/merchants/${DEMO_MERCHANT_ID}/users`, {
    user: { email, password, role: 'merchant_staff' },
  });
  return email;
}

test('a user changes the password: every session ends, the new password signs in', async ({
  browser,
  baseURL,
}) => {
  const email = await staffUser('the first passphrase');
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signInWith(other, email, 'the first passphrase');
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInWith(page, email, 'the first passphrase');

  await page.getByTestId('user-email').click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible(SLOW);
  await page.getByLabel('Current password').fill('the first passphrase');
  await page.locator('input[name="new_password"]').fill('the second passphrase');
  await page.locator('input[name="new_password_again"]').fill('the second passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Sign in with the new one.')).toBeVisible(SLOW);

  // The other browser's session has ended too.
  await other.goto('/home');
  await expect(other).toHaveURL(/\/signin/, SLOW);
  await signInWith(page, email, 'the second passphrase');
});

test('sign out everywhere ends the session in another browser', async ({ browser, baseURL }) => {
  const email = await staffUser('a passphrase to end');
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signInWith(other, email, 'a passphrase to end');
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInWith(page, email, 'a passphrase to end');
  await page.goto('/account');
  await page.locator('summary', { hasText: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/signin\?signed_out=1/, SLOW);
  await other.goto('/home');
  await expect(other).toHaveURL(/\/signin/, SLOW);
});

test('a merchant admin deactivates a user (signed out at once, cannot sign in) and reactivates them', async ({
  loginAs,
  browser,
  baseURL,
}) => {
  const email = await staffUser('a staff passphrase');
  const victim = await (await browser.newContext({ baseURL })).newPage();
  await signInWith(victim, email, 'a staff passphrase');

  const admin = await loginAs('merchant_admin');
  await admin.goto('/users');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await row.locator('summary', { hasText: 'Deactivate' }).click();
  await row.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(admin.getByText('The user is deactivated and signed out everywhere.')).toBeVisible(SLOW);
  await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Deactivated');

  await victim.goto('/home');
  await expect(victim).toHaveURL(/\/signin/, SLOW);

  await admin.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(admin.getByText('The user is active again and can sign in.')).toBeVisible(SLOW);
  await signInWith(victim, email, 'a staff passphrase');
});
