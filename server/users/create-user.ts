import type { DbOrTx } from '@/db/client';
import { users, type User } from '@/db/schema';
import { hashSecret } from '@/server/core/passwords';
import { AppError } from '@/server/core/errors';
import { merchantExists } from '@/server/merchants/merchant-exists';
import type { CreateUserInput } from '@/server/merchants/schemas';
import { findUserByEmail } from './find-user';
import { ALL_USERS, assertUserInScope, type UserScope } from './user-scope';

export function toUserDto(u: User) {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    merchant_id: u.merchantId,
    name: u.name,
    created_at: u.createdAt.toISOString(),
  };
}

/**
 * Portal users (05 §2, 06): merchant roles need a merchant, operator roles have none; a merchant admin's `scope`
 * allows only merchant roles of its own merchant (user-scope.ts). Passwords as slow hashes.
 */
export async function createUser(
  db: DbOrTx,
  merchantId: string | null,
  input: CreateUserInput,
  scope: UserScope = ALL_USERS,
) {
  assertUserInScope(scope, merchantId, input.role);
  if (merchantId && !(await merchantExists(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
  if (await findUserByEmail(db, input.email)) throw new AppError('USER_EMAIL_TAKEN');
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: await hashSecret(input.password),
      role: input.role,
      merchantId,
      name: input.name ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('USER_EMAIL_TAKEN');
  return toUserDto(row);
}
