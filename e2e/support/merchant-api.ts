import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_OPERATOR_CLIENT } from './users';

/** API callers for the workbench specs: the demo operator client, and a new API client of a merchant. */
export async function tokenFor(request: APIRequestContext, clientId: string, clientSecret: string) {
  const res = await request.post('/oauth/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

export async function operatorCall(request: APIRequestContext) {
  const token = await tokenFor(request, DEMO_OPERATOR_CLIENT.clientId, DEMO_OPERATOR_CLIENT.clientSecret);
  return async (method: string, path: string, data?: unknown, merchant?: string) => {
    const res = await request.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(merchant ? { 'x-provider-merchant-id': merchant } : {}),
      },
      data,
    });
    return { status: res.status(), body: await res.json().catch(() => null) };
  };
}

/** A new API client of a merchant (through the operator API) and a caller with its token. */
export async function merchantCaller(request: APIRequestContext, merchantId: string, scopes: string[]) {
  const op = await operatorCall(request);
  const created = await op('POST', `/ops/v1/merchants/${merchantId}/api-clients`, {
    api_client: { name: `workbench ${Date.now()}`, scopes },
  });
  expect(created.status).toBe(201);
  const { client_id, client_secret } = created.body.api_client;
  const token = await tokenFor(request, client_id, client_secret);
  return async (method: string, path: string, data?: unknown) => {
    const res = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-provider-merchant-id': merchantId },
      data,
    });
    return { status: res.status(), body: await res.json().catch(() => null), headers: res.headers() };
  };
}
