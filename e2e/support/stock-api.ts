import { randomBytes } from 'node:crypto';
import { BASE_URL } from './target';
import { DEMO_MERCHANT_ID, DEMO_OPERATOR_CLIENT } from './users';

/**
 * Test data through the real API (products, stock) as the demo operator client, which may act for any merchant.
 * Used by products, warehouse-stock and webhooks specs so each test builds its own data.
 */
let cached: { token: string; at: number } | null = null;

async function operatorToken(): Promise<string> {
  if (cached && Date.now() - cached.at < 5 * 60_000) return cached.token;
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: DEMO_OPERATOR_CLIENT.clientId,
    client_secret: DEMO_OPERATOR_CLIENT.clientSecret,
  });
  const res = await fetch(`${BASE_URL}/oauth/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  cached = { token: (await res.json()).access_token, at: Date.now() };
  return cached.token;
}

export async function opApi(
  method: string,
  path: string,
  body?: unknown,
  merchantId: string = DEMO_MERCHANT_ID,
) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await operatorToken()}`,
      'x-provider-merchant-id': merchantId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export const uniqueSku = (prefix = 'E2E') => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A fresh product of the merchant, optionally with units received. */
export async function productWithStock(
  opts: { name?: string; units?: number; location?: string; bestBefore?: string; merchantId?: string } = {},
) {
  const sku = uniqueSku();
  const { product } = await opApi(
    'POST',
    '/v1/products',
    { product: { sku, name: opts.name ?? `E2E product ${sku}` } },
    opts.merchantId,
  );
  if (opts.units) {
    await opApi(
      'POST',
      '/ops/v1/stock-units',
      {
        receipt: {
          product_id: product.id,
          quantity: opts.units,
          location: opts.location ?? 'E2E-01',
          best_before: opts.bestBefore ?? null,
        },
      },
      opts.merchantId,
    );
  }
  return product as { id: string; sku: string; name: string };
}
