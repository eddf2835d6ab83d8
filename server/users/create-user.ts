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
 * What a merchant admin reads when the address is in use, wherever: it does not say that a user has it, nor
 * whose (an operator, another merchant's, its own), so creating users is no way to learn who else has an account
 * (docs/decisions/security.md). An operator (who sees every user anyway) reads the plain message.
 */
export const EMAIL_UNAVAILABLE_TO_MERCHANT =
  'This e-mail address cannot be used for a new user. Use another address for this person.';

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
  const taken = () =>
    new AppError('USER_EMAIL_TAKEN', scope.kind === 'merchant' ? EMAIL_UNAVAILABLE_TO_MERCHANT : undefined);
  if (await findUserByEmail(db, input.email)) throw taken();
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
  if (!row) throw taken();
  return toUserDto(row);
}
