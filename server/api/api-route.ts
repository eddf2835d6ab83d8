import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getDb, getReadDb, type Db } from '@/db/client';
import { activeClient } from '@/server/api-clients/active-client-cache';
import { touchClient } from '@/server/api-clients/find-active-client';
import { bearerToken, verifyAccessToken } from '@/server/auth/tokens';
import { merchantExists } from '@/server/merchants/merchant-exists';
import { recordDeprecatedCall } from '@/server/platform/record-deprecated-call';
import { kickOutbox } from '@/server/outbox/kick';
import type { Actor } from '@/server/core/actor';
import {
  deprecationHeaders,
  findDeprecation,
  phaseOf,
  sunsetDetails,
  type Deprecation,
} from '@/server/core/deprecations';
import { AppError } from '@/server/core/errors';
import { parseIdempotencyKey } from '@/server/core/idempotency';
import { log } from '@/server/core/logger';
import { checkRateLimit, clientAddress } from '@/server/core/rate-limit';
import { bodyTextOf, readJsonBody } from '@/server/core/http/body';
import { config } from '@/server/core/config';
import { recordRequest } from '@/server/workbench/request-log/buffer';
import type { Operation } from '@/server/core/http/operation';
import type { Principal } from '@/server/core/http/principal';
import { errorResponse, json } from '@/server/core/http/respond';
import {
  NEWEST_VERSION,
  VERSION_HEADER,
  isKnownVersion,
  knownVersions,
  renderResponse,
  upgradeRequest,
  versionRetirementHeaders,
} from './versions';
import { assertPathIds } from '@/server/core/http/path-ids';
import { assertNoNul, parseOrThrow } from '@/server/core/http/validation';

export type { Principal };

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface ApiContext<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  req: Request;
  requestId: string;
  db: Db;
  /** For list and search reads: the replica when there is one (db/client.ts getReadDb), else `db`. */
  readDb: Db;
  params: Record<string, string>;
  body: Out<B>;
  /** The JSON body as parsed, before validation (idempotency fingerprints compare this: 04 A7). */
  rawBody: unknown;
  /** The validated Idempotency-Key header, for operations that declare one (null when absent). */
  idempotencyKey: string | null;
  query: Out<Q>;
  principal: Principal | null;
  /** The merchant the call acts for (merchant-scoped operations), else null. */
  merchantId: string;
  actor: Actor;
  /** The dated API version serving the call (Fulfilment-Version header, else the client's pin, else the newest). */
  apiVersion: string;
}

export type HandlerResult = Response | { status?: number; body?: unknown; headers?: Record<string, string> };

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The one wrapper of every /v1, /ops/v1 and legacy API route (04 A3-A6, B6), in this order:
 * removed-deprecation 404, rate limit, bearer token, merchant header, scope, sunset 410, path ids (404 when
 * not 24-hex, 04 A1), input parsing, then the handler. Adds X-Request-Id, RateLimit and deprecation headers;
 * writes one JSON log line.
 * Versioned routes (/v1, /ops/v1) are served in a dated API version (server/api/versions): the request's
 * Fulfilment-Version header (unknown: 400 API_VERSION_UNKNOWN), else the API client's pin, else the newest.
 * Request bodies of older versions are upgraded before validation and answers rendered back after the handler,
 * so handlers and the domain know only the newest shape. Every answer names its version in Fulfilment-Version.
 */
export function apiRoute<B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  op: Operation<B, Q>,
  handler: (ctx: ApiContext<B, Q>) => Promise<HandlerResult>,
) {
  const deprecation = findDeprecation(op.method, op.path);
  const versioned = op.path.startsWith('/v1/') || op.path.startsWith('/ops/v1/');
  const routeKey = `${op.method} ${op.path}`;
  return async function route(req: Request, routeCtx?: RouteContext): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(req);
    let principal: Principal | null = null;
    let merchantId = '';
    let headers: Record<string, string> = {};
    let depHeaders: Record<string, string> | null = null;
    let response: Response;
    let claims: Awaited<ReturnType<typeof claimsOf>> = null;
    let apiVersion: string | null = versioned ? NEWEST_VERSION : null;
    try {
      const requested = versioned ? requestedVersion(req) : null;
      const phase = deprecation ? phaseOf(deprecation) : 'active';
      if (phase === 'removed') throw new AppError('NOT_FOUND');
      claims = op.auth === 'bearer' ? await claimsOf(req) : null;
      headers = await checkRateLimit(claims ? `client:${claims.clientId}` : `ip:${clientAddress(req)}`);
      const db = await getDb();
      principal = await authenticate(db, op, req, claims);
      if (versioned) apiVersion = requested ?? principal?.apiVersion ?? NEWEST_VERSION;
      if (deprecation && phase !== 'active') depHeaders = deprecationHeaders(deprecation);
      merchantId = op.merchantScoped ? await resolveMerchant(db, req, principal) : '';
      assertScope(op, principal);
      if (deprecation && phase === 'sunset') {
        throw new AppError(
          'ENDPOINT_SUNSET',
          `This endpoint was sunset on ${deprecation.sunset}; use ${deprecation.replacementPath}.`,
          {
            details: sunsetDetails(deprecation),
          },
        );
      }
      const params = await paramsOf(routeCtx);
      assertPathIds(op.path, params, op.pathIds);
      // Headers before the body: a malformed key is refused whatever the body holds (01 §6, 03 §7).
      const idempotencyKey = op.idempotencyKey
        ? parseIdempotencyKey(req.headers.get('idempotency-key'), {
            required: op.idempotencyKey === 'required',
          })
        : null;
      const query = (
        op.query ? parseOrThrow(op.query, queryObject(req, op.repeatableQuery)) : undefined
      ) as Out<Q>;
      let body = undefined as Out<B>;
      let rawBody: unknown = undefined;
      if (op.bodyKind !== 'raw' && op.body) {
        rawBody = await readJsonBody(req);
        if (apiVersion && apiVersion !== NEWEST_VERSION)
          rawBody = upgradeRequest(apiVersion, routeKey, rawBody);
        body = parseOrThrow(op.body, rawBody) as Out<B>;
      }
      const result = await handler({
        req,
        requestId,
        db,
        readDb: op.method === 'GET' ? await getReadDb() : db,
        params,
        body,
        rawBody,
        idempotencyKey,
        query,
        principal,
        merchantId,
        actor: principal
          ? { type: principal.kind, id: principal.id, label: principal.label }
          : { type: 'system', id: null, label: null },
        apiVersion: apiVersion ?? NEWEST_VERSION,
      });
      if (result instanceof Response) response = result;
      else {
        const status = result.status ?? 200;
        let resultBody: unknown = result.body ?? null;
        // The newest too: the events feed brings events stored before a change to the newest shape.
        if (apiVersion && status < 300) resultBody = renderResponse(apiVersion, routeKey, resultBody);
        response = json(status, resultBody, result.headers);
      }
      // A committed change may have written outbox events: send its webhooks now, not at the next sweep.
      // A replay changed nothing.
      if (
        op.method !== 'GET' &&
        response.status < 300 &&
        response.headers.get('idempotent-replayed') !== 'true'
      )
        kickOutbox();
    } catch (err) {
      response = errorResponse(err, requestId);
    }
    for (const [k, v] of Object.entries(headers)) if (!response.headers.has(k)) response.headers.set(k, v);
    response.headers.set('x-request-id', requestId);
    if (apiVersion) {
      response.headers.set(VERSION_HEADER, apiVersion);
      // A deprecated version's headers, as a deprecated endpoint's (04 B6): not on 401 and 429; an endpoint's
      // own deprecation headers win.
      if (response.status !== 401 && response.status !== 429)
        for (const [k, v] of Object.entries(versionRetirementHeaders(apiVersion)))
          if (!response.headers.has(k)) response.headers.set(k, v);
    }
    if (depHeaders && response.status !== 401 && response.status !== 429) {
      for (const [k, v] of Object.entries(depHeaders)) response.headers.set(k, v);
      await noteDeprecatedCall(deprecation!, principal, merchantId, requestId);
    }
    logRequest(req, op, response.status, started, requestId, principal, merchantId);
    // The merchant's request log: every request of a merchant API client whose token verified.
    const logMerchant = principal?.kind === 'api_client' ? principal.merchantId : claims?.merchantId;
    const logClient = principal?.kind === 'api_client' ? principal.id : claims?.clientId;
    if (logMerchant && logClient && config.requestLogEnabled) {
      const failed = response.status >= 300;
      recordRequest({
        merchantId: logMerchant,
        clientId: logClient,
        at: new Date(),
        method: req.method,
        route: op.path,
        path: new URL(req.url).pathname,
        status: response.status,
        errorCode: null,
        requestId,
        apiVersion: response.headers.get(VERSION_HEADER),
        durationMs: performance.now() - started,
        idempotencyKey: req.headers.get('idempotency-key'),
        replayed: response.headers.get('idempotent-replayed') === 'true',
        requestBody: failed ? bodyTextOf(req) : null,
        requestContentType: req.headers.get('content-type'),
        responseContentType: response.headers.get('content-type'),
        responseBody:
          failed && /json|text/.test(response.headers.get('content-type') ?? '')
            ? await response.clone().text()
            : null,
      });
    }
    return response;
  };
}

/** The request's Fulfilment-Version, or null when it names none; an unknown one is 400 API_VERSION_UNKNOWN. */
function requestedVersion(req: Request): string | null {
  const raw = req.headers.get(VERSION_HEADER)?.trim();
  if (!raw) return null;
  if (!isKnownVersion(raw))
    throw new AppError(
      'API_VERSION_UNKNOWN',
      `There is no API version ${JSON.stringify(raw.slice(0, 40))}; name one of ${knownVersions().join(', ')}.`,
      { details: { known_versions: knownVersions() } },
    );
  return raw;
}

function requestIdOf(req: Request): string {
  const incoming = req.headers.get('x-request-id');
  return incoming && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

async function claimsOf(req: Request) {
  const token = bearerToken(req);
  return token ? verifyAccessToken(token) : null;
}

async function authenticate(
  db: Db,
  op: Operation<any, any>,
  req: Request,
  claims: Awaited<ReturnType<typeof claimsOf>>,
): Promise<Principal | null> {
  if (op.auth === 'none') return null;
  if (op.auth === 'session') {
    const { sessionPrincipal } = await import('@/server/auth/session-principal');
    const p = await sessionPrincipal(req);
    if (!p)
      throw new AppError(
        'INVALID_TOKEN',
        'Sign in to the portal first: this endpoint uses the portal session.',
      );
    return p;
  }
  if (!claims) throw new AppError('INVALID_TOKEN');
  const client = await activeClient(claims.clientId);
  if (!client || client.merchantId !== claims.merchantId)
    throw new AppError('INVALID_TOKEN', 'The access token was revoked.');
  touchClient(db, client).catch(() => {});
  return {
    kind: 'api_client',
    id: client.clientId,
    label: client.name,
    merchantId: client.merchantId,
    scopes: claims.scopes.filter((s) => client.scopes.includes(s)),
    apiVersion: client.apiVersion,
  };
}

async function resolveMerchant(db: Db, req: Request, principal: Principal | null): Promise<string> {
  const header = req.headers.get('x-provider-merchant-id')?.trim();
  if (!header) throw new AppError('MISSING_MERCHANT_HEADER');
  if (principal?.merchantId) {
    if (principal.merchantId !== header) throw new AppError('MERCHANT_FORBIDDEN');
    return header;
  }
  // Operator clients and operator users act for any existing merchant.
  if (!(await merchantExists(db, header))) throw new AppError('MERCHANT_FORBIDDEN', 'No such merchant.');
  return header;
}

function assertScope(op: Operation<any, any>, principal: Principal | null) {
  if (!op.scopes?.length || !principal) return;
  const has = (s: string) => principal.scopes.includes(s);
  if (op.scopes.some(has)) return;
  // Operator administrators may act on any merchant route (04 A5).
  if (op.merchantScoped && has('ops:admin')) return;
  throw new AppError('INSUFFICIENT_SCOPE', `This operation needs the scope ${op.scopes.join(' or ')}.`, {
    details: { required_scope: op.scopes.length === 1 ? op.scopes[0] : op.scopes.join(' ') },
  });
}

async function paramsOf(routeCtx?: RouteContext): Promise<Record<string, string>> {
  const raw = routeCtx ? await routeCtx.params : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw ?? {})) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

/**
 * Query string -> object; repeated keys keep the last value, except the operation's repeatable ones, whose
 * values are joined by commas. A NUL (%00) is 400 VALIDATION_ERROR.
 */
export function queryObject(req: Request, repeatable: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  new URL(req.url).searchParams.forEach((v, k) => {
    out[k] = repeatable.includes(k) && out[k] !== undefined ? `${out[k]},${v}` : v;
  });
  assertNoNul(out);
  return out;
}

async function noteDeprecatedCall(
  d: Deprecation,
  principal: Principal | null,
  merchantId: string,
  requestId: string,
) {
  log.warn('deprecated endpoint called', {
    request_id: requestId,
    method: d.method,
    route: d.path,
    client_id: principal?.id ?? null,
    sunset: d.sunset,
  });
  const merchant = merchantId || principal?.merchantId;
  if (!merchant || !principal) return;
  await recordDeprecatedCall({
    merchantId: merchant,
    clientId: principal.id,
    method: d.method,
    route: d.path,
  }).catch((err) => log.error('could not record deprecated call', { error: (err as Error).message }));
}

function logRequest(
  req: Request,
  op: Operation<any, any>,
  status: number,
  started: number,
  requestId: string,
  principal: Principal | null,
  merchantId: string,
) {
  if (process.env.LOG_REQUESTS === '0') return;
  log.info('request', {
    request_id: requestId,
    method: req.method,
    route: op.path,
    status,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
    client_id: principal?.kind === 'api_client' ? principal.id : null,
    user_id: principal?.kind === 'user' ? principal.id : null,
    merchant_id: merchantId || principal?.merchantId || null,
  });
}
