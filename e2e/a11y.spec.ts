import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { A11Y_PAGES } from './support/a11y-pages';
import { noSeriousAxe } from './support/axe';
import { demoUser } from './support/users';

// No serious or critical axe-core violations (06 "Expectations") on every page listed in support/a11y-pages.ts.
async function check(target: Page, path: string) {
  const response = await target.goto(path);
  expect(response?.status()).toBe(200);
  expect(new URL(target.url()).pathname).toBe(path.split('?')[0]);
  await noSeriousAxe(target);
}

for (const p of A11Y_PAGES) {
  const title = `axe: ${p.path} as ${p.role ?? 'signed-out visitor'}`;
  const role = p.role;
  // A signed-in page asks only for its own browser context (the `page` fixture would open a second one).
  if (role) test(title, async ({ loginAs }) => check(await loginAs(role), p.path));
  else test(title, async ({ page }) => check(page, p.path));
}

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
