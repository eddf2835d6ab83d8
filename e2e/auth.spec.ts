import { test, expect } from './support/fixtures';
import { signIn } from './support/sign-in';
import {
  DEMO_MERCHANT_NAME,
  DEMO_OTHER_MERCHANT_ID,
  DEMO_OTHER_MERCHANT_NAME,
  demoUser,
  type Role,
} from './support/users';

/** What each role's navigation shows (06 "Who signs in"). */
const NAV: Record<Role, string[]> = {
  merchant_admin: [
    'Home',
    'Orders',
    'Returns',
    'Return requests',
    'Return policy',
    'Products',
    'Split',
    'Inbound shipments',
    'Developers',
    'Billing',
    'Users',
  ],
  merchant_staff: ['Home', 'Orders', 'Returns', 'Return requests', 'Products', 'Split', 'Inbound shipments'],
  warehouse_staff: [
    'Home',
    'Products',
    'Outbound',
    'Inbound',
    'Arrivals',
    'Stock receiving',
    'Move',
    'Locations',
    'Cycle counts',
  ],
  operator_admin: [
    'Home',
    'Orders',
    'Returns',
    'Return requests',
    'Return policy',
    'Products',
    'Split',
    'Inbound shipments',
    'Outbound',
    'Inbound',
    'Arrivals',
    'Stock receiving',
    'Move',
    'Locations',
    'Cycle counts',
    'Developers',
    'Merchants',
    'Catalog services',
    'Pickup points',
    'Carriers',
    'Rate cards',
    'Invoicing',
    'Users',
    'Outgoing mail',
  ],
};
const ROLE_LABEL: Record<Role, string> = {
  merchant_admin: 'Merchant admin',
  merchant_staff: 'Merchant staff',
  warehouse_staff: 'Warehouse staff',
  operator_admin: 'Operator admin',
};

test.describe('sign-in by role', () => {
  for (const role of Object.keys(NAV) as Role[]) {
    test(`${role} signs in and sees its navigation`, async ({ page }) => {
      await signIn(page, role);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(NAV[role]);
      await expect(page.getByTestId('user-role')).toHaveText(ROLE_LABEL[role]);
      await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });
  }
});

test('a wrong password shows an error in plain words and signs nobody in', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(demoUser('merchant_staff').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?.*error=CredentialsSignin/);
  // (Next.js adds an empty role=alert route announcer, hence the filter)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not right' }),
  ).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin/);
});

test('a signed-out visitor is sent to sign in and then back to the page asked for', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fhome/);
  const u = demoUser('merchant_staff');
  await page.getByLabel('E-mail').fill(u.email);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('sign out ends the session', async ({ page }) => {
  await signIn(page, 'merchant_staff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin/);
});

test('the operator switches merchant; a merchant user forging the merchant in cookie or URL still sees only its own', async ({
  loginAs,
  baseURL,
}) => {
  // The switcher works (so the forged cookie below is the real mechanism, not a no-op).
  const operator = await loginAs('operator_admin');
  await operator.goto('/home');
  await operator.getByLabel('Acting for').selectOption({ label: DEMO_OTHER_MERCHANT_NAME });
  await operator.getByRole('button', { name: 'Switch' }).click();
  await expect(operator.getByRole('main')).toContainText(DEMO_OTHER_MERCHANT_NAME);
  const operatorCookie = (await operator.context().cookies()).find((c) => c.name === 'fp_acting_merchant');
  expect(operatorCookie?.value).toBe(DEMO_OTHER_MERCHANT_ID);

  const merchant = await loginAs('merchant_admin');
  await merchant
    .context()
    .addCookies([{ name: 'fp_acting_merchant', value: DEMO_OTHER_MERCHANT_ID, url: baseURL! }]);
  await merchant.goto(`/home?merchant_id=${DEMO_OTHER_MERCHANT_ID}&merchantId=${DEMO_OTHER_MERCHANT_ID}`);
  await expect(merchant.getByRole('main')).toContainText(DEMO_MERCHANT_NAME);
  await expect(merchant.locator('body')).not.toContainText(DEMO_OTHER_MERCHANT_NAME);
  await expect(merchant.getByLabel('Acting for')).toHaveCount(0);
});

test('signs in on whichever local address the server is reached by (127.0.0.1 or localhost), whatever NEXTAUTH_URL names', async ({
  browser,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  test.skip(!['localhost', '127.0.0.1'].includes(url.hostname), 'the server is not on this machine');
  // The other name of the same server: the one NEXTAUTH_URL (set to the base address) does not name.
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const other = url.origin;
  const context = await browser.newContext({ baseURL: other });
  const page = await context.newPage();
  // The browser refused next-auth's redirect to the other name (form-action 'self'), silently: a dev server's
  // reload hid it, a production server stayed on /signin.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) refused.push(m.text());
  });
  const u = demoUser('merchant_admin');
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(u.email);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${other}/home`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
  await context.close();
});
