import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants, users } from '@/db/schema';

/** Portal users for the operator's Users screen, newest first, with their merchant's name. No password hashes. */
export async function listPortalUsers(db: DbOrTx, page: { offset: number; limit: number }) {
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
    .orderBy(desc(users.createdAt), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = (await db.select({ total: count() }).from(users)) as [{ total: number }];
  return { users: rows, total: Number(total) };
}
