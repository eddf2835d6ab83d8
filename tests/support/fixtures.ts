import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { createApiClient } from '@/server/api-clients/manage-api-clients';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { createMerchant } from '@/server/merchants/merchants';
import { dispatch } from './dispatch';

export interface CallOptions {
  token?: string | null;
  merchant?: string | null;
  body?: unknown;
  rawBody?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/**
 * One HTTP call into the app's handlers; JSON bodies are sent as application/json. With TEST_BASE_URL set
 * (scripts/test-cluster.mjs) it is a real HTTP request to that server (the cluster's load balancer) instead,
 * which must share the suite's database and secrets (tests/support/test-env.mjs).
 */
export async function call<T = any>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.merchant) headers['x-provider-merchant-id'] = opts.merchant;
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const base = process.env.TEST_BASE_URL;
  const res = base
    ? await fetch(new URL(path, base), { method, headers, body, redirect: 'manual' })
    : await dispatch(new Request(`http://localhost${path}`, { method, headers, body }));
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

export const uniq = (prefix = 't') => `${prefix}-${randomBytes(5).toString('hex')}`;

export interface MerchantFixture {
  merchantId: string;
  clientId: string;
  clientSecret: string;
  token: string;
  /** Calls the API as this merchant's client (token + merchant header). */
  api: <T = any>(method: string, path: string, opts?: CallOptions) => Promise<ApiResponse<T>>;
}

/** A fresh merchant with an API client holding `scopes` (default: every merchant scope) and a token. */
export async function merchantFixture(scopes: readonly string[] = MERCHANT_SCOPES): Promise<MerchantFixture> {
  const db = await getDb();
  const merchant = await createMerchant(db, { name: uniq('Merchant') });
  const client = await createApiClient(db, merchant.id, { name: 'test client', scopes: scopes as any });
  const { token } = await signAccessToken({
    clientId: client.client_id,
    merchantId: merchant.id,
    scopes: [...scopes],
  });
  return {
    merchantId: merchant.id,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    token,
    api: (method, path, opts = {}) => call(method, path, { token, merchant: merchant.id, ...opts }),
  };
}

export interface OperatorFixture {
  token: string;
  clientId: string;
  /** Calls as an operator client; pass `merchant` for merchant-scoped routes. */
  api: <T = any>(method: string, path: string, opts?: CallOptions) => Promise<ApiResponse<T>>;
}

export async function operatorFixture(
  scopes: string[] = ['ops:admin', 'warehouse:operate'],
): Promise<OperatorFixture> {
  const db = await getDb();
  const { apiClients } = await import('@/db/schema');
  const { hashSecret } = await import('@/server/core/passwords');
  const clientId = uniq('op');
  await db
    .insert(apiClients)
    .values({ clientId, merchantId: null, name: 'test operator', scopes, secretHash: await hashSecret('x') });
  const { token } = await signAccessToken({ clientId, merchantId: null, scopes });
  return { token, clientId, api: (method, path, opts = {}) => call(method, path, { token, ...opts }) };
}
