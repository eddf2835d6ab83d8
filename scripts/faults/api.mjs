// The fault suite's HTTP client: only the public API, through the load balancer, with bounded timeouts.
import { randomUUID } from 'node:crypto';

export const OPERATOR = { id: 'fault-operator', secret: 'fault-operator-secret-not-for-production' };

/**
 * What the running scenario has sent so far, counted here for every request of the suite's clients, so that a
 * scenario cancelled at its time budget still reports what it saw (scripts/faults/run.mjs).
 */
export const seen = { requests: 0, acknowledged: 0, fiveXX: 0, unanswered: 0 };

/** Thrown by every request once the running scenario is cancelled: its loops stop sending. */
export class ScenarioCancelled extends Error {
  constructor() {
    super('scenario cancelled at its time budget');
  }
}
let scenarioSignal = null;

/** Starts a scenario: its counters from zero, and `signal` cancelling every request made from now on. */
export function beginScenario(signal) {
  seen.requests = 0;
  seen.acknowledged = 0;
  seen.fiveXX = 0;
  seen.unanswered = 0;
  scenarioSignal = signal;
}

/** Throws once the running scenario is cancelled (for loops that wait without sending). */
export function checkCancelled() {
  if (scenarioSignal?.aborted) throw new ScenarioCancelled();
}

/** The signal of one request: its own timeout, and the running scenario's cancellation. */
export function requestSignal(timeoutMs) {
  checkCancelled();
  const t = AbortSignal.timeout(timeoutMs);
  return scenarioSignal ? AbortSignal.any([t, scenarioSignal]) : t;
}

/** Counts one answer (status 0: none) in `seen`. */
export function count(status) {
  seen.requests++;
  if (status === 0) seen.unanswered++;
  else if (status >= 500) seen.fiveXX++;
  else if (status < 300) seen.acknowledged++;
}

/** One request; never throws for HTTP answers. `status` 0 = no answer (connection reset, timeout). */
export async function request(
  base,
  method,
  path,
  { token, merchant, body, headers = {}, timeoutMs = 15_000 } = {},
) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (merchant) h['x-provider-merchant-id'] = merchant;
  if (body !== undefined) h['content-type'] = 'application/json';
  const signal = requestSignal(timeoutMs);
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    count(res.status);
    return { status: res.status, body: json, headers: res.headers };
  } catch (err) {
    checkCancelled();
    count(0);
    return {
      status: 0,
      body: null,
      error: err?.cause?.code ?? err?.name ?? String(err),
      detail: err?.cause?.message ?? err?.message,
    };
  }
}

/** An access token for an API client (client credentials). */
export async function token(base, clientId, clientSecret) {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`token for ${clientId}: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** A fresh merchant with an API client holding every merchant scope (but `without`), made through the operator API. */
export async function newMerchant(base, name = `Fault ${randomUUID().slice(0, 8)}`, { without = [] } = {}) {
  const op = await token(base, OPERATOR.id, OPERATOR.secret);
  const m = await request(base, 'POST', '/ops/v1/merchants', { token: op, body: { merchant: { name } } });
  if (m.status !== 201) throw new Error(`create merchant: ${m.status} ${JSON.stringify(m.body)}`);
  const merchantId = m.body.merchant.id;
  const scopes = [
    'orders:read',
    'orders:manage',
    'order_returns:read',
    'order_returns:manage',
    'products:read',
    'products:manage',
    'webhooks:manage',
    'billing:read',
  ].filter((s) => !without.includes(s));
  const c = await request(base, 'POST', `/ops/v1/merchants/${merchantId}/api-clients`, {
    token: op,
    merchant: merchantId,
    body: { api_client: { name: 'fault suite', scopes } },
  });
  if (c.status !== 201) throw new Error(`create client: ${c.status} ${JSON.stringify(c.body)}`);
  const merchantToken = await token(base, c.body.api_client.client_id, c.body.api_client.client_secret);
  return {
    merchantId,
    token: merchantToken,
    operatorToken: op,
    api: (method, path, opts = {}) =>
      request(base, method, path, { token: merchantToken, merchant: merchantId, ...opts }),
  };
}
