import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { authFile } from './support/users';

/** Saved views of the orders and returns lists (06 Orders, Returns): a user's named filters, as tabs. */
test.use({ storageState: authFile('merchant_staff') });

const uniq = (p: string) => `${p} ${randomBytes(4).toString('hex')}`;
const tabsOf = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });

test('orders: filter, save the view, see its tab, open it, delete it; another user never sees it', async ({
  page,
  loginAs,
}) => {
  const name = uniq('Drafts');
  const q = `nobody-${randomBytes(3).toString('hex')}`;
  await page.goto('/orders');
  const tabs = tabsOf(page);
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search').fill(q);
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/orders\?.*status=draft/);
  await expect(tabs.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByLabel('View name').fill(name);
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
  const tab = tabs.getByRole('link', { name, exact: true });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(tab).toHaveAttribute('href', `/orders?q=${q}&status=draft`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Another user of the same merchant has their own views only.
  const admin = await loginAs('merchant_admin');
  await admin.goto('/orders');
  await expect(tabsOf(admin).getByRole('link', { name: 'All' })).toBeVisible();
  await expect(tabsOf(admin).getByRole('link', { name })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(tab).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Search')).toHaveValue('');

  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?q=${q}&status=draft$`));
  await expect(page.getByLabel('Search')).toHaveValue(q);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await expect(tab).toHaveAttribute('aria-current', 'page');

  await tabs.locator('summary', { hasText: `Delete view “${name}”` }).click();
  await tabs.getByRole('button', { name: 'Yes, delete the view' }).click();
  await expect(page.getByText('Saved view deleted.')).toBeVisible();
  await expect(tabs.getByRole('link', { name })).toHaveCount(0);
  // The filters stay as they were.
  await expect(page.getByLabel('Search')).toHaveValue(q);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('returns: filter, save the view, see its tab, open it, delete it', async ({ page }) => {
    const name = uniq('Agent returns');
    await page.goto('/returns');
    const tabs = tabsOf(page);
    await page.getByLabel('Type').selectOption('agent_return');
    await page.getByLabel('Status', { exact: true }).selectOption('preinfo_received');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/returns\?.*type=agent_return/);

    // A name is required.
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.locator('#f-name-error')).toBeVisible();

    await page.getByLabel('View name').fill(name);
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
    const tab = tabs.getByRole('link', { name, exact: true });
    await expect(tab).toHaveAttribute('aria-current', 'page');

    // Saving the same name on other filters replaces the view.
    await page.goto('/returns?type=customer_return');
    await page.getByLabel('View name').fill(name);
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View “${name}” replaced with these filters.`)).toBeVisible();
    await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      '/returns?type=customer_return',
    );

    await page.goto('/returns');
    await tab.click();
    await expect(page).toHaveURL(/\/returns\?type=customer_return$/);
    await expect(page.getByLabel('Type')).toHaveValue('customer_return');
    await expect(tab).toHaveAttribute('aria-current', 'page');

    await tabs.locator('summary', { hasText: `Delete view “${name}”` }).click();
    await tabs.getByRole('button', { name: 'Yes, delete the view' }).click();
    await expect(page.getByText('Saved view deleted.')).toBeVisible();
    await expect(tabs.getByRole('link', { name })).toHaveCount(0);
  });
});
