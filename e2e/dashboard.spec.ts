import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { signIn } from './support/sign-in';

/** The home dashboard (06, docs/decisions/portal.md "Dashboard"): charts over a period, each leading to its list. */
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 90_000 };

test('the demo merchant sees the charts, switches the period and follows a chart to the filtered list', async ({
  page,
}) => {
  await signIn(page, 'merchant_staff');
  const main = page.getByRole('main');
  const period = page.getByRole('navigation', { name: 'Period' });
  await expect(period.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');

  for (const title of [
    'Orders per day',
    'Returns per day',
    'Exchanges and returns',
    'Return rate per product',
    'Returns by reason',
    'Conditions found at inspection',
    'Stock per product',
  ])
    await expect(main.getByRole('figure', { name: title })).toBeVisible();

  // A drawn chart is an image with a summary, and its figures are also a table.
  const orders = main.getByRole('figure', { name: 'Orders per day' });
  await expect(orders.getByRole('img')).toHaveAttribute('aria-label', /^Orders per day, .+: \d+ orders/);
  await orders.getByText('Show as table').click();
  await expect(orders.getByRole('table', { name: 'Orders per day and status' })).toBeVisible();
  const stock = main.getByRole('figure', { name: 'Stock per product' });
  await expect(stock.getByRole('img')).toHaveAttribute('aria-label', /available/);

  // The period is a plain link (works without JavaScript).
  await period.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/home\?period=7$/, SLOW);
  await expect(period.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  await period.getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/\/home\?period=90$/, SLOW);
  await expect(main.getByTestId('count-orders')).toContainText('last 90 days');

  // A status of the orders chart leads to that status's orders of the period.
  const legend = main
    .getByRole('figure', { name: 'Orders per day' })
    .getByRole('list', { name: /Statuses/ })
    .getByRole('link')
    .first();
  const [, status] = (await legend.textContent())!.match(/^(.+) \(\d+\)$/)!;
  await legend.click();
  await expect(page).toHaveURL(
    /\/orders\?status=[a-z_]+&created_from=\d{4}-\d{2}-\d{2}&created_to=\d{4}-\d{2}-\d{2}$/,
    SLOW,
  );
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText(status!);
});

test('axe: the dashboard with its tables open has no serious or critical violations', async ({ page }) => {
  await signIn(page, 'merchant_admin');
  await page.goto('/home?period=90');
  for (const details of await page.locator('details.chart-table').all())
    await details.evaluate((d) => d.setAttribute('open', ''));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the period links and the tables work', async ({ page }) => {
    await signIn(page, 'merchant_staff');
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '7 days' }).click();
    await expect(page).toHaveURL(/period=7$/, SLOW);
    const returns = page.getByRole('figure', { name: 'Returns per day' });
    await returns.getByText('Show as table').click();
    await expect(returns.getByRole('table', { name: 'Returns per day' })).toBeVisible();
  });
});
