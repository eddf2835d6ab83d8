import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants, users } from '@/db/schema';
import type { UserScope } from './user-scope';

/**
 * Portal users for the Users screen, newest first, with their merchant's name: every user for an operator admin,
 * the users of its own merchant for a merchant admin (user-scope.ts). No password hashes.
 */
export async function listUsers(db: DbOrTx, scope: UserScope, page: { offset: number; limit: number }) {
  const where = scope.kind === 'merchant' ? eq(users.merchantId, scope.merchantId) : undefined;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      merchantId: users.merchantId,
      merchantName: merchants.name,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = (await db.select({ total: count() }).from(users).where(where)) as [{ total: number }];
  return { users: rows, total: Number(total) };
}
