import { test, expect } from './support/fixtures';
import { A11Y_PAGES } from './support/a11y-pages';
import { axePageTests } from './support/axe-pages';
import { demoUser } from './support/users';

// No serious or critical axe-core violations (06 "Expectations") on every page listed in support/a11y-pages.ts:
// the merchant's pages here, the warehouse's, the operator's and the signed-out ones in a11y-warehouse.spec.ts
// (two files, so that each runs within a minute).
axePageTests(A11Y_PAGES.filter((p) => p.role === 'merchant_admin' || p.role === 'merchant_staff'));

test('keyboard only: sign in, skip to content, reach the navigation', async ({ page }) => {
  const u = demoUser('merchant_admin');
  await page.goto('/signin');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(u.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(u.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // Navigation is reachable by keyboard: Tab through the header to the "Products" link and follow it.
  for (let i = 0; i < 30; i++) {
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name === 'Products') break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
  ).toBeFocused();
});
