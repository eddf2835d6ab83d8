import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { AppError } from '@/server/core/errors';
import { readLimitedBody } from '@/server/core/http/body';
import { config } from '@/server/core/config';
import { getAuthOptions } from './portal-auth';
import { requestOrigin, withRequestOrigin } from './local-origin';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceFromCookieHeader,
  knownDeviceOf,
  knownDeviceValue,
} from './known-device';
import { SESSION_COOKIE_NAMES, hasSessionCookie, sessionPrincipal } from './session-principal';

/** next-auth's forms carry an e-mail address, a password, a CSRF token and a return path: far below this. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

type Ctx = { params: Promise<{ nextauth: string[] }> };

/**
 * /api/auth/* (next-auth: sign-in, sign-out, session, CSRF; 06), with what next-auth does not do itself:
 * - a body is read with a hard cap (64 KB, declared or chunked) before next-auth parses it: nobody is signed in
 *   yet, so nothing else bounds it;
 * - `session` answers `{}` (and clears the cookie) for a session that was ended, whose user's session version
 *   moved on or who was deactivated, as the portal's pages refuse the same cookie;
 * - a successful password sign-in marks the browser as a known device of the account (server/auth/known-device.ts).
 */
export async function authRoute(req: Request, ctx: Ctx): Promise<Response> {
  const params = await ctx.params;
  const [action, provider] = params.nextauth ?? [];
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readLimitedBody(req, MAX_AUTH_BODY_BYTES);
    } catch (err) {
      if (err instanceof AppError) return new Response(null, { status: err.status });
      throw err;
    }
  }
  if (action === 'session' && hasSessionCookie(req.headers.get('cookie')) && !(await sessionPrincipal(req)))
    return endedSession();
  // The body now read whole: its length is known, whatever framing it arrived in.
  const headers = new Headers(req.headers);
  headers.delete('transfer-encoding');
  if (body) headers.set('content-length', String(body.length));
  const forwarded = new NextRequest(req.url, {
    method: req.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
  const res: Response = withRequestOrigin(
    await NextAuth(await getAuthOptions())(forwarded as any, { params } as any),
    config.publicUrl,
    requestOrigin(config.publicUrl, req.headers.get('host')),
  );
  if (action === 'callback' && provider === 'credentials' && body && signedIn(res))
    await markKnownDevice(res, req, body);
  return res;
}

function signedIn(res: Response): boolean {
  return res.headers
    .getSetCookie()
    .some((c) => SESSION_COOKIE_NAMES.some((n) => c.startsWith(`${n}=`) || c.startsWith(`${n}.0=`)));
}

async function markKnownDevice(res: Response, req: Request, body: Buffer): Promise<void> {
  const email = new URLSearchParams(body.toString('utf8')).get('email')?.trim().toLowerCase();
  if (!email) return;
  const previous = await knownDeviceOf(knownDeviceFromCookieHeader(req.headers.get('cookie')), email);
  const value = await knownDeviceValue(email, previous);
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  res.headers.append(
    'set-cookie',
    `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}

function endedSession(): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-store' });
  for (const name of SESSION_COOKIE_NAMES)
    headers.append(
      'set-cookie',
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
    );
  return new Response('{}', { status: 200, headers });
}
