import { test, expect } from './support/fixtures';

/**
 * Unknown routes (04 A3, E18), through the production server's routing: API clients get the JSON error shape
 * everywhere, a browser asking for HTML gets the portal's 404 page. Real pages and API routes are untouched.
 */
const API_PATHS = [
  '/v1/no-such-thing',
  '/v2/orders',
  '/v3',
  '/ops/no-such-thing',
  '/ops/v2/stock-units',
  '/oauth/authorize',
  '/2015-01-01/no-such-thing',
];

test('unknown API paths answer 404 NOT_FOUND in the error shape, whatever the Accept header and method', async ({
  request,
}) => {
  for (const path of API_PATHS)
    for (const accept of ['application/json', '*/*', 'text/html,application/xhtml+xml']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await request.fetch(path, {
          method,
          headers: { accept },
          data: method === 'POST' ? {} : undefined,
        });
        const where = `${method} ${path} (${accept})`;
        expect(res.status(), where).toBe(404);
        expect(res.headers()['content-type'], where).toContain('application/json');
        expect(await res.json(), where).toEqual({ message: expect.any(String), error_code: 'NOT_FOUND' });
      }
    }
});

test('any other unknown path answers JSON unless the request asks for HTML', async ({ request, page }) => {
  for (const path of ['/no-such-page', '/orders/x/y/z', '/api/nothing-here']) {
    for (const headers of [{ accept: 'application/json' }, { accept: '*/*' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBe(404);
      expect(await res.json(), `${path} ${JSON.stringify(headers)}`).toMatchObject({
        error_code: 'NOT_FOUND',
      });
    }
    const html = await request.get(path, { headers: { accept: 'text/html' } });
    expect(html.status()).toBe(404);
    expect(html.headers()['content-type']).toContain('text/html');
  }
  // A browser gets the portal's page.
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('known routes are untouched by the fallback: pages, the API, health', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const signin = await request.get('/signin', { headers: { accept: 'application/json' } });
  expect(signin.status()).toBe(200);
  expect(signin.headers()['content-type']).toContain('text/html');
  const api = await request.get('/v1/orders', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(401);
  expect((await api.json()).error_code).toBeDefined();
  expect((await request.get('/v1/openapi.json')).status()).toBe(200);
});
