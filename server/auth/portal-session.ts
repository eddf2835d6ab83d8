import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { getDb } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { safeReturnPath } from '@/server/auth/safe-return-path';
import { findSandbox } from '@/server/merchants/sandbox';
import { actingMerchantOf } from '@/server/users/acting-merchant';
import { findActiveSessionUser } from '@/server/users/find-user';
import { isMerchantRole } from '@/server/users/user-scope';
import { getAuthOptions, type SessionUser } from './portal-auth';

export type { SessionUser };
import type { PortalRole } from './portal-roles';
export type { PortalRole };

export {
  ADMIN_ROLES,
  ALL_ROLES,
  MERCHANT_ADMIN_ROLES,
  MERCHANT_ROLES,
  MERCHANT_WORK_ROLES,
  OPERATOR_ROLES,
  WAREHOUSE_ROLES,
} from './portal-roles';

/** Cookie holding the merchant a warehouse_staff / operator_admin user acts for (the merchant switcher). */
export const ACTING_MERCHANT_COOKIE = 'fp_acting_merchant';
/** Cookie of a merchant user who switched to the merchant's sandbox ("1"); absent: the live merchant. */
export const SANDBOX_COOKIE = 'fp_sandbox';

/**
 * The signed-in portal user, or null. Cached per request. The session cookie names the user; role, merchant and
 * "not disabled" are read from the database on every request, so a disabled user or a changed role takes effect
 * at once rather than when the 12-hour session ends.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(await getAuthOptions());
  const fromCookie = (session as { user?: SessionUser } | null)?.user;
  const { sessionVersion, sessionId } = (session ?? {}) as { sessionVersion?: number; sessionId?: string };
  return fromCookie ? findActiveSessionUser(await getDb(), fromCookie.id, sessionVersion, sessionId) : null;
});

/**
 * Every portal page and server action starts here. Signed out: redirect to /signin, and back afterwards to `from`
 * or the page asked for (proxy.ts passes its path).
 * A role that may not use the page: 403 with a page that says so (app/forbidden.tsx); another merchant's data
 * stays a 404 (the page's own lookup).
 */
export async function requireUser(roles?: readonly PortalRole[], from?: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const back = from ?? safeReturnPath((await headers()).get('x-fp-path'), '');
    redirect(back ? `/signin?callbackUrl=${encodeURIComponent(back)}` : '/signin');
  }
  if (roles && !roles.includes(user.role)) forbidden();
  return user;
}

/** Merchant staff and merchant admins belong to one merchant; the other roles act for any. */
export { isMerchantRole };

/** Who did it, for the activity log and timelines. */
export function portalActor(user: SessionUser): Actor {
  return { type: 'user', id: user.id, label: user.name ? `${user.name} (${user.email})` : user.email };
}

/**
 * The merchant whose data a page reads or changes. Merchant users always get their own merchant, whatever the
 * URL or form says, or its sandbox after they switched to it (a cookie, re-checked against their merchant). Warehouse staff and operator admins act for the merchant chosen in the merchant
 * switcher (a cookie), re-checked to exist; default the first merchant. Null only when no merchant exists.
 */
export const portalMerchantId = cache(async (user: SessionUser): Promise<string | null> => {
  if (isMerchantRole(user.role)) {
    if (!user.merchantId) notFound();
    // The sandbox switch: the merchant's own sandbox, never anyone else's.
    if ((await cookies()).get(SANDBOX_COOKIE)?.value === '1') {
      const sandbox = await findSandbox(await getDb(), user.merchantId);
      if (sandbox) return sandbox.id;
    }
    return user.merchantId;
  }
  const chosen = (await cookies()).get(ACTING_MERCHANT_COOKIE)?.value;
  return actingMerchantOf(await getDb(), user.id, chosen);
});

/** Like portalMerchantId, for pages that cannot work without a merchant (404 when there is none yet). */
export async function requireMerchantId(user: SessionUser): Promise<string> {
  const id = await portalMerchantId(user);
  if (!id) notFound();
  return id;
}
