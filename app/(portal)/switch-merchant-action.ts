'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ACTING_MERCHANT_COOKIE, WAREHOUSE_ROLES, requireUser } from '@/server/auth/portal-session';
import { merchantExists } from '@/server/merchants/merchant-exists';
import { rememberActingMerchant } from '@/server/users/acting-merchant';
import { safeReturnPath } from '@/server/auth/safe-return-path';

/**
 * The merchant switcher of warehouse staff and operator admins: remembers the merchant they act for (in this
 * browser, and for the user's next session anywhere: server/users/acting-merchant.ts), then goes
 * back to the page it was used on (the layout does not know the path, the Referer does). Merchant users are
 * refused (404): they always act for their own merchant.
 */
export async function switchMerchantAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const merchantId = String(formData.get('merchant_id') ?? '');
  const db = await getDb();
  if (await merchantExists(db, merchantId)) {
    await rememberActingMerchant(db, user.id, merchantId);
    (await cookies()).set(ACTING_MERCHANT_COOKIE, merchantId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    });
  }
  redirect(safeReturnPath(refererPath(await headers())));
}

function refererPath(h: Headers): string | null {
  const referer = h.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== h.get('host')) return null;
    // Pagination offsets belong to the previous merchant's list.
    url.searchParams.delete('offset');
    return url.pathname + (url.search || '');
  } catch {
    return null;
  }
}
