import type { SessionUser } from './session-user';
import { AppError, validationError } from '@/server/core/errors';
import { MERCHANT_ROLES, type Role } from '@/server/merchants/schemas';

/**
 * Whose portal users someone manages (06 "Who signs in"): an operator admin (and an operator API client) every
 * user, a merchant admin only the users of its own merchant.
 */
export type UserScope = { kind: 'all' } | { kind: 'merchant'; merchantId: string };

export const ALL_USERS: UserScope = { kind: 'all' };

/** The scope of a signed-in portal user; null for roles that manage no users (their Users screen is a 404). */
export function userScopeOf(user: Pick<SessionUser, 'role' | 'merchantId'>): UserScope | null {
  if (user.role === 'operator_admin') return ALL_USERS;
  if (user.role === 'merchant_admin' && user.merchantId)
    return { kind: 'merchant', merchantId: user.merchantId };
  return null;
}

export function isMerchantRole(role: string): boolean {
  return (MERCHANT_ROLES as readonly string[]).includes(role);
}

/**
 * The rule every new user goes through, whoever creates it: merchant roles belong to a merchant and the
 * warehouse and operator roles to none; a merchant admin creates only merchant roles, and only for its own
 * merchant. Another merchant is MERCHANT_NOT_FOUND (404), as if it did not exist.
 */
export function assertUserInScope(scope: UserScope, merchantId: string | null, role: Role): void {
  if (scope.kind === 'merchant' && merchantId !== scope.merchantId) throw new AppError('MERCHANT_NOT_FOUND');
  if (scope.kind === 'merchant' && !isMerchantRole(role))
    throw validationError([
      {
        path: 'user.role',
        message: 'A merchant admin can give only the roles merchant staff and merchant admin.',
      },
    ]);
  if (isMerchantRole(role) && !merchantId)
    throw validationError([{ path: 'merchant_id', message: 'Choose the merchant this user works for.' }]);
  if (!isMerchantRole(role) && merchantId)
    throw validationError([
      { path: 'user.role', message: 'Warehouse staff and operator admins do not belong to a merchant.' },
    ]);
}
