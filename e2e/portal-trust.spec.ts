import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInWith } from './support/sign-in';
import { opApi } from './support/stock-api';
import {
  DEMO_MERCHANT_NAME,
  DEMO_OTHER_MERCHANT_ID,
  DEMO_OTHER_MERCHANT_NAME,
  authFile,
} from './support/users';
import { uniq } from './support/unique';

/** Warehouse arrivals a person can read, a merchant choice that is remembered, lists that fit a phone. */
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 90_000 };

/** A warehouse user of this test's own (a choice it remembers must not move the demo user's screens). */
async function newWarehouseUser(browser: Browser, baseURL: string | undefined) {
  const email = `${uniq('wh').toLowerCase()}@e2e.test`;
  await opApi('POST', '/ops/v1/users', {
    user: { email, password: 'a-long-enough-password', role: 'warehouse_staff', name: 'Wilma Warehouse' },
  });
  const signIn = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInWith(page, email, 'a-long-enough-password');
    return page;
  };
  return { signIn };
}

test('arrivals name the merchant, reference and customer of a return without a name; the date stays on one line', async ({
  loginAs,
}) => {
  const orderRef = uniq('ARR-ORD');
  const order = await opApi(
    'POST',
    '/v1/orders',
    {
      order: {
        merchants_id: orderRef,
        customer: {
          first_name: 'Aino',
          last_name: 'Arrival',
          address: 'Katu 1',
          postal_code: '00100',
          city: 'Helsinki',
          country_code: 'FI',
        },
      },
    },
    DEMO_OTHER_MERCHANT_ID,
  );
  const reference = uniq('RMA');
  await opApi(
    'POST',
    '/v1/order-returns',
    { order_return: { merchant_reference: reference, original_order: { id: order.order.id } } },
    DEMO_OTHER_MERCHANT_ID,
  );
  const bare = await opApi(
    'POST',
    '/v1/order-returns',
    { order_return: { original_order: { id: order.order.id } } },
    DEMO_OTHER_MERCHANT_ID,
  );
  const page = await loginAs('warehouse_staff');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/warehouse/arrivals?merchant=${DEMO_OTHER_MERCHANT_ID}`);
  const rows = page.getByRole('table', { name: 'Returns queue' }).getByRole('row');
  const named = rows.filter({ hasText: reference });
  await expect(named).toContainText(DEMO_OTHER_MERCHANT_NAME, SLOW);
  await expect(named).toContainText('Aino Arrival');
  const unnamed = rows.filter({ has: page.getByRole('link', { name: `Return of order ${orderRef}` }) });
  await expect(unnamed).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(bare.order_return.id);
  // The registration date is one line, not wrapped.
  const date = named.getByRole('cell').last().locator('span');
  expect(await date.evaluate((el) => el.getClientRects().length)).toBe(1);
  // All merchants by default, each row saying whose it is.
  await page.goto('/warehouse/arrivals?status=all');
  await expect(page.getByLabel('Merchant', { exact: true })).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'Merchant' })).toBeVisible();
});

test('the merchant a warehouse user acts for is remembered for their next session', async ({
  browser,
  baseURL,
}) => {
  const user = await newWarehouseUser(browser, baseURL);
  const first = await user.signIn();
  // The default: the first merchant.
  await expect(first.getByLabel('Acting for')).toHaveValue(/.+/);
  await first.getByLabel('Acting for').selectOption({ label: DEMO_OTHER_MERCHANT_NAME });
  await first.getByRole('button', { name: 'Switch' }).click();
  await expect(first.getByLabel('Acting for').locator('option:checked')).toHaveText(
    DEMO_OTHER_MERCHANT_NAME,
    SLOW,
  );
  // Another browser, a new sign-in: the same choice.
  const second = await user.signIn();
  await expect(second.getByLabel('Acting for').locator('option:checked')).toHaveText(
    DEMO_OTHER_MERCHANT_NAME,
  );
  await second.getByLabel('Acting for').selectOption({ label: DEMO_MERCHANT_NAME });
  await second.getByRole('button', { name: 'Switch' }).click();
  await expect(second.getByLabel('Acting for').locator('option:checked')).toHaveText(
    DEMO_MERCHANT_NAME,
    SLOW,
  );
  const third = await user.signIn();
  await expect(third.getByLabel('Acting for').locator('option:checked')).toHaveText(DEMO_MERCHANT_NAME);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [role, paths] of [
    ['merchant_admin', ['/orders', '/returns', '/products']],
    ['warehouse_staff', ['/warehouse/arrivals?status=all', '/warehouse/stock']],
  ] as const) {
    test(`lists show rows as cards, with no sideways scrolling (${role})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        storageState: authFile(role),
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        const table = page.getByRole('table').first();
        await expect(table, path).toBeVisible(SLOW);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        // Each cell carries its column's name, shown before its value.
        const cell = table.locator('tbody tr').first().locator('td').first();
        const label = await cell.evaluate((el) => getComputedStyle(el, '::before').content);
        expect(label, path).not.toBe('none');
        expect((await table.locator('thead').boundingBox())?.width ?? 0, path).toBeLessThanOrEqual(1);
      }
      await context.close();
    });
  }
});
