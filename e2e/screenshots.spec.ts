import path from 'node:path';
import { test, expect } from './support/fixtures';

/**
 * The pictures in the README, taken from the running product. Every run checks the screens render with the demo
 * data; `npm run screenshots` (README_SCREENSHOTS=1) also writes them to docs/images/ to be committed.
 */
const shot = (name: string) =>
  process.env.README_SCREENSHOTS === '1'
    ? path.join(process.cwd(), 'docs', 'images', `${name}.png`)
    : test.info().outputPath(`${name}.png`);

test('the screens the README shows', async ({ loginAs }) => {
  const merchant = await loginAs('merchant_admin');
  await merchant.setViewportSize({ width: 1280, height: 800 });

  await merchant.goto('/orders');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // the demo's orders, newest first (whatever the demo seeded last)
  await expect(merchant.getByRole('table').getByRole('link').first()).toBeVisible();
  await merchant.screenshot({ path: shot('orders') });

  await merchant.goto('/returns');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await merchant.screenshot({ path: shot('returns') });
});
