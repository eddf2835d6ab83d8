import type { DbOrTx } from '@/db/client';
import type { SessionUser } from '@/server/auth/portal-session';
import { isMerchantRole } from '@/server/users/user-scope';
import { merchantName } from '@/server/merchants/merchant-name';

/**
 * Whose data a screen shows, in words: "your account" to the merchant's own users, the merchant's name to the
 * warehouse or an operator acting for it (whose account it is not).
 */
export async function whoseData(db: DbOrTx, user: SessionUser, merchantId: string): Promise<string> {
  if (isMerchantRole(user.role)) return 'your account';
  return (await merchantName(db, merchantId)) ?? 'this merchant';
}
