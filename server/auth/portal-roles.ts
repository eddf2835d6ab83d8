import type { SessionUser } from './portal-auth';

/**
 * Who may use what in the portal, by role (06 "Who signs in"): the one list of each group, for the screens'
 * requireUser(roles), their server actions and the navigation (components/portal/nav-items.ts). Kept apart
 * from the session code so that anything may import it without the session's server imports.
 */
export type PortalRole = SessionUser['role'];

/** The roles of a merchant's own users. */
export const MERCHANT_ROLES: readonly PortalRole[] = ['merchant_admin', 'merchant_staff'];
/** Who may do a merchant's daily work (orders, returns, products, split): its users and the operator's admin. */
export const MERCHANT_WORK_ROLES: readonly PortalRole[] = [
  'merchant_admin',
  'merchant_staff',
  'operator_admin',
];
/** Who may administer a merchant (developers, users, return policy): its admin and the operator's admin. */
export const ADMIN_ROLES: readonly PortalRole[] = ['merchant_admin', 'operator_admin'];
/** A merchant's admin only (what the operator may not do in a merchant's name). */
export const MERCHANT_ADMIN_ROLES: readonly PortalRole[] = ['merchant_admin'];
/** The operator's admin only (merchants, the operator's settings). */
export const OPERATOR_ROLES: readonly PortalRole[] = ['operator_admin'];
/** The warehouse's work: its staff and the operator's admin. */
export const WAREHOUSE_ROLES: readonly PortalRole[] = ['warehouse_staff', 'operator_admin'];
export const ALL_ROLES: readonly PortalRole[] = [
  'merchant_admin',
  'merchant_staff',
  'warehouse_staff',
  'operator_admin',
];
