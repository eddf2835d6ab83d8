import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { readTextBody } from '@/server/core/http/body';
import { AppError, isAppError } from '@/server/core/errors';
import { log } from '@/server/core/logger';
import { checkRateLimit } from '@/server/core/rate-limit';
import { clientAddress } from '@/server/core/client-address';
import { admitAttempt, tokenPolicy } from '@/server/auth/attempt-throttle';
import { issueToken, OAuthError } from './issue-token';

/**
 * POST /oauth/token (04 A4, E7): client credentials in the form body or HTTP Basic. Errors in the RFC 6749
 * §5.2 shape plus `message` and `error_code`. Tokens and secrets are never logged.
 */
export async function handleTokenRequest(req: Request): Promise<Response> {
  const requestId = randomUUID();
  const started = performance.now();
  let response: Response;
  let clientId: string | null = null;
  try {
    const address = clientAddress(req);
    const rl = await checkRateLimit(`token:${address}`);
    const type = (req.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(await readTextBody(req, 64 * 1024));
    const basic = parseBasic(req.headers.get('authorization'));
    if (basic && (form.has('client_id') || form.has('client_secret')) && form.get('client_id') !== basic.id) {
      throw new OAuthError(
        'invalid_request',
        'Send client credentials either in the Authorization header or in the body, not both.',
      );
    }
    clientId = basic?.id ?? form.get('client_id');
    const clientSecret = basic?.secret ?? form.get('client_secret');
    const grant = form.get('grant_type');
    if (!grant) throw new OAuthError('invalid_request', 'grant_type is required.');
    if (grant !== 'client_credentials')
      throw new OAuthError('unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
    if (!clientId || !clientSecret) throw new OAuthError('invalid_client', 'Client credentials are missing.');
    // The secret's slow hash runs only for an attempt the limiter admitted (per client id and per address).
    const admission = await admitAttempt(tokenPolicy(), clientId, address);
    if (!admission.admitted) {
      const seconds = String(admission.retryAfterSeconds);
      throw new AppError('RATE_LIMITED', undefined, {
        headers: { 'retry-after': seconds },
        details: { retry_after_seconds: admission.retryAfterSeconds },
      });
    }
    let token;
    try {
      token = await issueToken(await getDb(), { clientId, clientSecret, scope: form.get('scope') });
      await admission.done(true);
    } catch (err) {
      const wrongSecret = err instanceof OAuthError && err.error === 'invalid_client';
      await admission.done(!wrongSecret);
      throw err;
    }
    response = Response.json(token, { headers: { 'cache-control': 'no-store', pragma: 'no-cache', ...rl } });
  } catch (err) {
    response = oauthError(err, requestId);
  }
  response.headers.set('x-request-id', requestId);
  log.info('request', {
    request_id: requestId,
    method: 'POST',
    route: '/oauth/token',
    status: response.status,
    duration_ms: Math.round(performance.now() - started),
    client_id: clientId,
  });
  return response;
}

function parseBasic(header: string | null): { id: string; secret: string } | null {
  const m = header && /^Basic\s+(\S+)$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before encoding in Basic
    return { id: decodeURIComponent(decoded.slice(0, i)), secret: decodeURIComponent(decoded.slice(i + 1)) };
  } catch {
    throw new OAuthError('invalid_client', 'The Basic credentials are not valid form-urlencoded text.');
  }
}

function oauthError(err: unknown, requestId: string): Response {
  if (isAppError(err) && (err.code === 'RATE_LIMITED' || err.code === 'PAYLOAD_TOO_LARGE')) {
    // E7: error_code is the upper-cased error; 'rate_limited' keeps A6's RATE_LIMITED code.
    const error = err.code === 'RATE_LIMITED' ? 'rate_limited' : 'invalid_request';
    return Response.json(
      { error, error_description: err.message, message: err.message, error_code: error.toUpperCase() },
      { status: err.status, headers: err.headers },
    );
  }
  if (!(err instanceof OAuthError)) {
    log.error('token endpoint failed', {
      request_id: requestId,
      error: err instanceof Error ? err.message : String(err),
    });
    const e = new AppError('INTERNAL_ERROR');
    return Response.json(
      {
        error: 'server_error',
        error_description: e.message,
        message: e.message,
        error_code: 'SERVER_ERROR',
        request_id: requestId,
      },
      { status: 500 },
    );
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (err.status === 401) headers['www-authenticate'] = 'Basic realm="oauth"';
  return Response.json(
    {
      error: err.error,
      error_description: err.description,
      message: err.description,
      error_code: err.error.toUpperCase(),
    },
    { status: err.status, headers },
  );
}
