import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './support/fixtures';
import { productWithStock } from './support/stock-api';

/**
 * Developers → Webhooks (06 Developers, 05 §5): create an endpoint (secret shown once), see real deliveries to
 * a receiver on 127.0.0.1 (the server runs with WEBHOOKS_ALLOW_INSECURE=1) in the log, retry one, delete.
 */
test('a merchant admin manages a webhook endpoint and its delivery log', async ({ loginAs }) => {
  test.slow(); // real deliveries and retries on a shared machine
  let calls = 0;
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      seen.push(String(req.headers['webhook-id']));
      res.statusCode = calls === 1 ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-hook`;
  try {
    const page = await loginAs('merchant_admin');
    await page.goto('/developers/webhooks');
    const form = page.getByRole('form', { name: 'New endpoint' });
    await form.getByLabel('URL').fill('not a url');
    await form.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(form.getByText('Must be an absolute URL.')).toBeVisible();

    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Description').fill('E2E receiver');
    await form.getByLabel('API version').selectOption('2026-12-01');
    await form.getByRole('button', { name: 'Create endpoint' }).click();
    const secret = page.getByTestId('new-webhook-secret');
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(table.getByRole('link', { name: url })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: url })).toContainText('2026-12-01');
    await page.reload();
    await expect(page.getByTestId('new-webhook-secret')).toHaveCount(0);

    // An inventory change: the first call fails (500), the retry succeeds.
    await productWithStock({ units: 3 });
    await expect.poll(() => calls, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);

    await page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('link', { name: url }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery log' })).toBeVisible();
    await expect(page.getByText('rendered in API version 2026-12-01')).toBeVisible();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log).toContainText('HTTP 500');
    await expect(log).toContainText('Succeeded');
    const before = calls;
    await log
      .getByRole('button', { name: /^Retry .* \(attempt 1\)$/ })
      .first()
      .click();
    await expect(page.getByText(/Retry queued \(attempt \d+\)/)).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => calls, { timeout: 60_000 }).toBeGreaterThan(before);
    expect(new Set(seen).size).toBeLessThan(seen.length); // the retried event id arrived again

    await page.goto('/developers/webhooks');
    await page.getByText(`Delete ${url}`, { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText('Endpoint deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: url })).toHaveCount(0);
  } finally {
    server.close();
  }
});

test('an unknown endpoint log is not found, and merchant staff cannot open the webhooks screens', async ({
  loginAs,
}) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/developers/webhooks/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  const staff = await loginAs('merchant_staff');
  await staff.goto('/developers/webhooks');
  await expect(staff.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
  await expect(staff.getByRole('form', { name: 'New endpoint' })).toHaveCount(0);
});
