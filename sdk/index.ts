import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, operations, paths } from './schema';

/**
 * The typed client of the merchant API: openapi-fetch over the types openapi-typescript generated from
 * /v1/openapi.json (sdk/schema.d.ts), with the OAuth client-credentials token handled for you, an idempotent
 * order creation that retries safely, and webhook verification with the Standard Webhooks library.
 */
export type { components, operations, paths };
export type FulfilmentClient = Client<paths> & { tokens: TokenSource };

/**
 * The API version these types describe (the document's info.x-api-version): every call names it in
 * Fulfilment-Version, so the client's answers match its types whatever version its API client is pinned to.
 * tests/sdk/sdk.test.ts fails when it differs from the document the types were generated from.
 */
export const API_VERSION = '2027-01-15';

export interface ClientOptions {
  /** The API's origin, e.g. https://api.example.com (no trailing /v1). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant the calls act for (X-Provider-Merchant-Id, sent on every call). */
  merchantId: string;
  /** Scopes to ask for (default: every scope the client holds). */
  scopes?: string[];
  /** Renew the token this long before it expires (default 60 s). */
  refreshBeforeMs?: number;
  fetch?: typeof fetch;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; error_code?: string; [k: string]: unknown } | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
  get errorCode(): string | undefined {
    return this.body?.error_code;
  }
}

/**
 * Access tokens from POST /oauth/token (client credentials). One token is shared by every call until it is
 * within `refreshBeforeMs` of its expiry; then the next call fetches a new one (concurrent calls share that
 * one request). A 401 drops the token so the next call fetches a fresh one.
 */
export class TokenSource {
  private token: string | null = null;
  private expiresAt = 0;
  private pending: Promise<string> | null = null;
  /** How many tokens were fetched (for tests and metrics). */
  fetched = 0;

  constructor(private readonly opts: ClientOptions) {}

  async get(): Promise<string> {
    const margin = this.opts.refreshBeforeMs ?? 60_000;
    if (this.token && Date.now() < this.expiresAt - margin) return this.token;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  invalidate(): void {
    this.token = null;
    this.expiresAt = 0;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.opts.clientId,
      client_secret: this.opts.clientSecret,
    });
    if (this.opts.scopes?.length) form.set('scope', this.opts.scopes.join(' '));
    const res = await (this.opts.fetch ?? fetch)(new URL('/oauth/token', this.opts.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const body = (await res.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!res.ok || !body?.access_token) throw new ApiError(res.status, body as ApiError['body']);
    this.fetched += 1;
    this.token = body.access_token;
    this.expiresAt = Date.now() + (body.expires_in ?? 900) * 1000;
    return this.token;
  }
}

/** A client whose every call carries a valid token and the merchant header. */
export function createClient(opts: ClientOptions): FulfilmentClient {
  const tokens = new TokenSource(opts);
  const client = createFetchClient<paths>({ baseUrl: opts.baseUrl.replace(/\/$/, ''), fetch: opts.fetch });
  const auth: Middleware = {
    async onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${await tokens.get()}`);
      request.headers.set('x-provider-merchant-id', opts.merchantId);
      request.headers.set('fulfilment-version', API_VERSION);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) tokens.invalidate();
      return response;
    },
  };
  client.use(auth);
  return Object.assign(client, { tokens });
}

export type NewOrder = NonNullable<operations['CreateOrder']['requestBody']>['content']['application/json'];
export type Order = components['schemas']['Order'];

export interface CreateOrderOptions {
  /** Reused on every attempt; default: a new random UUID per call of createOrder. */
  idempotencyKey?: string;
  /** Attempts in all (default 5). */
  maxAttempts?: number;
  /** First backoff (doubled each retry, with jitter; default 250 ms), and its ceiling (default 10 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (after a 503, 429, an in-flight 409 or a network error). */
  onRetry?: (info: {
    attempt: number;
    delayMs: number;
    status: number | null;
    errorCode?: string;
  }) => unknown;
}

/** 409 codes that mean "the same key is still being worked on": retry, unlike IDEMPOTENCY_KEY_REUSED. */
const IN_FLIGHT = /_IN_PROGRESS$|_IN_FLIGHT$/;

/**
 * POST /v1/orders with one Idempotency-Key across every attempt, so a retry can never create a second order:
 * retries after 503 (Retry-After honoured, e.g. ORDER_CREATE_TIMEOUT), 429, a 409 whose code says the key is
 * in flight, and network errors, with exponential backoff; any other error is thrown as ApiError at once.
 */
export async function createOrder(
  client: FulfilmentClient,
  body: NewOrder,
  opts: CreateOrderOptions = {},
): Promise<{ order: Order; replayed: boolean; idempotencyKey: string; attempts: number }> {
  const key = opts.idempotencyKey ?? crypto.randomUUID();
  const max = opts.maxAttempts ?? 5;
  const base = opts.baseDelayMs ?? 250;
  const ceiling = opts.maxDelayMs ?? 10_000;
  for (let attempt = 1; ; attempt++) {
    let status: number | null = null;
    let errorCode: string | undefined;
    let retryAfterMs = 0;
    try {
      const { data, error, response } = await client.POST('/v1/orders', {
        body,
        params: { header: { 'Idempotency-Key': key } },
      });
      if (data) {
        return {
          order: data.order as Order,
          replayed: response.headers.get('idempotent-replayed') === 'true',
          idempotencyKey: key,
          attempts: attempt,
        };
      }
      status = response.status;
      errorCode = (error as { error_code?: string } | undefined)?.error_code;
      const retryable =
        status === 503 || status === 429 || (status === 409 && IN_FLIGHT.test(errorCode ?? ''));
      if (!retryable || attempt >= max) throw new ApiError(status, (error ?? null) as ApiError['body']);
      const ra = Number(response.headers.get('retry-after'));
      if (Number.isFinite(ra) && ra > 0) retryAfterMs = ra * 1000;
    } catch (err) {
      if (err instanceof ApiError || attempt >= max) throw err;
      // a network error: the order may or may not exist; the same key makes the retry safe
    }
    const backoff = Math.min(ceiling, base * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
    const delayMs = Math.min(ceiling, Math.max(backoff, retryAfterMs));
    await opts.onRetry?.({ attempt, delayMs, status, errorCode });
    await new Promise((r) => setTimeout(r, delayMs));
  }
}

export type WebhookEvent = { id: string; type: string; created_at: string; data: Record<string, unknown> };

/**
 * Verifies a delivery's signature (webhook-id, webhook-timestamp, webhook-signature) with the endpoint's
 * whsec_ secret and returns the event; throws when the signature or the timestamp (5 minutes) is wrong.
 * Pass the raw body exactly as received.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined> | Headers,
): WebhookEvent {
  const h: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((v, k) => (h[k] = v));
  else for (const [k, v] of Object.entries(headers)) if (v !== undefined) h[k.toLowerCase()] = String(v);
  return new Webhook(secret).verify(rawBody, h) as WebhookEvent;
}
