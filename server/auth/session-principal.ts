import { decode } from 'next-auth/jwt';
import { getDb } from '@/db/client';
import { getSecret } from '@/server/core/secrets';
import type { Principal } from '@/server/core/http/principal';
import { findActiveSessionUser } from '@/server/users/find-user';

export const SESSION_COOKIE_NAMES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/** Whether a Cookie header carries a session cookie (whole or in next-auth's chunks). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return Object.keys(parseCookies(cookieHeader ?? '')).some((k) =>
    SESSION_COOKIE_NAMES.some((n) => k === n || k.startsWith(`${n}.`)),
  );
}

/**
 * The signed-in portal user behind a request's session cookie (for session-authenticated legacy routes, 04 D5).
 * The cookie only names the user: role, merchant and "not disabled" are read from the database, as for the portal
 * (portal-session.ts getSessionUser), so disabling a user or changing a role takes effect at once.
 */
export async function sessionPrincipal(req: Request): Promise<Principal | null> {
  const cookies = parseCookies(req.headers.get('cookie') ?? '');
  let raw: string | null = null;
  for (const name of SESSION_COOKIE_NAMES) {
    if (cookies[name]) raw = cookies[name]!;
    else {
      // next-auth splits large session cookies into .0, .1, ...
      const chunks = Object.keys(cookies)
        .filter((k) => k.startsWith(`${name}.`))
        .sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
      if (chunks.length) raw = chunks.map((k) => cookies[k]).join('');
    }
    if (raw) break;
  }
  if (!raw) return null;
  const token = await decode({ token: raw, secret: await getSecret('session') }).catch(() => null);
  const user = token ? await findActiveSessionUser(await getDb(), token.uid, token.sv, token.sid) : null;
  if (!user) return null;
  const role = user.role;
  const merchantScopes = [
    'orders:read',
    'orders:manage',
    'order_returns:read',
    'order_returns:manage',
    'products:read',
    'products:manage',
  ];
  return {
    kind: 'user',
    id: user.id,
    label: user.email,
    merchantId: user.merchantId,
    role,
    scopes:
      role === 'merchant_admin'
        ? [...merchantScopes, 'webhooks:manage']
        : role.startsWith('merchant')
          ? merchantScopes
          : [],
  };
}

function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const value = part.slice(i + 1).trim();
    try {
      out[part.slice(0, i).trim()] = decodeURIComponent(value);
    } catch {
      out[part.slice(0, i).trim()] = value;
    }
  }
  return out;
}
