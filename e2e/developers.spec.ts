import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID, DEMO_OTHER_MERCHANT_NAME } from './support/users';
import { uniqLower } from './support/unique';

async function token(request: APIRequestContext, clientId: string, clientSecret: string) {
  return request.post('/oauth/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
}

/** Creates an API client through the screen and returns its id and the secret shown once. */
async function createClient(page: Page, name: string, scopes: string[] = []) {
  await page.goto('/developers/api-clients');
  await page.getByLabel('Name').fill(name);
  for (const s of scopes) await page.getByRole('checkbox', { name: new RegExp(`^${s}`) }).check();
  await page.getByRole('button', { name: 'Create API client' }).click();
  await expect(page.getByTestId('new-client-secret')).toBeVisible();
  return {
    clientId: (await page.getByTestId('new-client-id').textContent())!.trim(),
    clientSecret: (await page.getByTestId('new-client-secret-value').textContent())!.trim(),
  };
}

test('merchant admin creates an API client (secret shown once, it works), then revokes it (it stops working)', async ({
  loginAs,
  request,
}) => {
  const page = await loginAs('merchant_admin');
  const name = uniqLower('Webshop');
  const { clientId, clientSecret } = await createClient(page, name, ['orders:manage']);
  expect(clientSecret).toMatch(/^cs_/);
  const ok = await token(request, clientId, clientSecret);
  expect(ok.status()).toBe(200);
  // Every read scope is ticked by the form, billing:read included; orders:manage was added.
  expect((await ok.json()).scope.split(' ').sort()).toEqual([
    'billing:read',
    'order_returns:read',
    'orders:manage',
    'orders:read',
    'products:read',
  ]);

  await page.reload();
  await expect(page.getByText(clientSecret)).toHaveCount(0); // never shown again
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(clientId);
  await expect(row).toContainText('Never');

  await row.locator('summary', { hasText: `Revoke ${name}` }).click();
  await row.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `API client ${clientId} revoked.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await token(request, clientId, clientSecret)).status()).toBe(401);
});

test('merchant admin moves an API client to another API version: its calls are served in it', async ({
  loginAs,
  request,
}) => {
  const page = await loginAs('merchant_admin');
  const name = uniqLower('Versioned');
  const { clientId, clientSecret } = await createClient(page, name, ['orders:read']);
  const tokenOf = async () =>
    (await (await token(request, clientId, clientSecret)).json()).access_token as string;
  const versionOf = async () =>
    (
      await request.get('/v1/orders', {
        headers: { authorization: `Bearer ${await tokenOf()}`, 'x-provider-merchant-id': DEMO_MERCHANT_ID },
      })
    ).headers()['fulfilment-version'];
  expect(await versionOf()).toBe('2027-01-15');
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByLabel(`API version of ${name}`).selectOption('2026-12-01');
  await row.getByRole('button', { name: 'Use' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `API client ${clientId} now uses API version 2026-12-01.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /What changes between/ })).toBeVisible();
  expect(await versionOf()).toBe('2026-12-01');
});

test('an API client needs a name and at least one scope', async ({ loginAs }) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/developers/api-clients');
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: 'Create API client' }).click();
  await expect(page.locator('#f-api_client-name-error')).toHaveText('Required.');
  await expect(page.locator('#f-api_client-scopes-error')).toHaveText('Give at least one scope.');
  await expect(page.getByTestId('new-client-secret')).toHaveCount(0);
});

test("an operator acting for another merchant manages that merchant's clients; the merchant admin never sees them", async ({
  loginAs,
}) => {
  const operator = await loginAs('operator_admin');
  await operator.goto('/developers/api-clients');
  await operator.getByLabel('Acting for').selectOption({ label: DEMO_OTHER_MERCHANT_NAME });
  await operator.getByRole('button', { name: 'Switch' }).click();
  await expect
    .poll(
      async () => (await operator.context().cookies()).find((c) => c.name === 'fp_acting_merchant')?.value,
    )
    .toBe(DEMO_OTHER_MERCHANT_ID);
  const name = uniqLower('Alpine ERP');
  await createClient(operator, name);
  await expect(operator.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  const merchant = await loginAs('merchant_admin');
  await merchant.goto('/developers/api-clients');
  await expect(merchant.getByRole('table', { name: 'Active API clients' })).toBeVisible();
  await expect(merchant.getByText(name)).toHaveCount(0);
});

test("API health lists the merchant's calls to the deprecated endpoint with count, client and sunset", async ({
  loginAs,
  request,
}) => {
  const page = await loginAs('merchant_admin');
  const name = uniqLower('Legacy sync');
  const { clientId, clientSecret } = await createClient(page, name);
  const { access_token } = await (await token(request, clientId, clientSecret)).json();
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/v1/orders/waiting_products', {
      headers: { authorization: `Bearer ${access_token}`, 'x-provider-merchant-id': DEMO_MERCHANT_ID },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['sunset']).toBe('Sat, 17 Apr 2027 00:00:00 GMT');
  }
  await page.goto('/developers/api-health');
  const row = page.getByRole('row').filter({ hasText: clientId });
  await expect(row).toContainText('GET /v1/orders/waiting_products');
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row).toContainText('2027-04-17');
  await expect(row).toContainText('/v1/orders/waiting-products');
});

test('the API reference renders the OpenAPI document with the deprecation notice and sunset', async ({
  loginAs,
}) => {
  const page = await loginAs('merchant_admin');
  await page.goto('/developers/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  // The index lists every operation; the deprecated one carries its sunset.
  const indexed = page
    .getByTestId('api-operation-index')
    .filter({ hasText: /GET\s+\/v1\/orders\/waiting_products/ });
  await expect(indexed).toContainText('Deprecated, sunset 2027-04-17');
  await expect(
    page.getByTestId('api-operation-index').getByRole('link', { name: 'POST /v1/orders', exact: true }),
  ).toHaveCount(1);

  await indexed.getByRole('link').click();
  await expect(page).toHaveURL(/tag=Orders/);
  const alias = page
    .getByTestId('api-operation')
    .filter({ has: page.getByRole('heading', { name: 'GET /v1/orders/waiting_products' }) });
  await expect(alias.getByTestId('deprecation-notice')).toContainText('sunset 2027-04-17');
  await expect(alias.getByTestId('deprecation-notice')).toContainText(
    'Use /v1/orders/waiting-products instead',
  );
  const current = page
    .getByTestId('api-operation')
    .filter({ has: page.getByRole('heading', { name: 'GET /v1/orders/waiting-products', exact: true }) });
  await expect(current).toHaveCount(1);
  await expect(current.getByTestId('deprecation-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'POST /v1/orders', exact: true })).toBeVisible();
});

test('the Developers area is "Not available for your role" (403) for merchant staff and warehouse staff', async ({
  loginAs,
}) => {
  test.setTimeout(240_000);
  for (const role of ['merchant_staff', 'warehouse_staff'] as const) {
    const page = await loginAs(role);
    for (const path of [
      '/developers',
      '/developers/api-clients',
      '/developers/api-health',
      '/developers/reference',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), `${role} ${path}`).toBe(403);
      await expect(
        page.getByRole('heading', { name: 'Not available for your role' }),
        `${role} ${path}`,
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/API client|deprecated|Download openapi/i);
    }
  }
});
