import type { PortalRole } from '@/server/auth/portal-session';

/**
 * The portal navigation, by role (06 "Who signs in"). One line per screen: the engineer who builds a screen
 * may adjust its line (href) here. The page itself must still call requireUser(roles) — hiding a link is not
 * authorisation.
 */
export interface NavItem {
  href: string;
  label: string;
  roles: readonly PortalRole[];
}

const MERCHANT: PortalRole[] = ['merchant_admin', 'merchant_staff', 'operator_admin'];
const WAREHOUSE: PortalRole[] = ['warehouse_staff', 'operator_admin'];
const EVERYONE: PortalRole[] = ['merchant_admin', 'merchant_staff', 'warehouse_staff', 'operator_admin'];
const OPERATOR: PortalRole[] = ['operator_admin'];

export const NAV_ITEMS: NavItem[] = [
  { href: '/home', label: 'Home', roles: EVERYONE },
  { href: '/orders', label: 'Orders', roles: MERCHANT },
  { href: '/returns', label: 'Returns', roles: MERCHANT },
  { href: '/returns/requests', label: 'Return requests', roles: MERCHANT },
  { href: '/returns/policy', label: 'Return policy', roles: ['merchant_admin', 'operator_admin'] },
  { href: '/products', label: 'Products', roles: EVERYONE },
  { href: '/split', label: 'Split', roles: MERCHANT },
  { href: '/warehouse/outbound', label: 'Outbound', roles: WAREHOUSE },
  { href: '/warehouse/arrivals', label: 'Arrivals', roles: WAREHOUSE },
  { href: '/warehouse/stock', label: 'Stock receiving', roles: WAREHOUSE },
  { href: '/developers', label: 'Developers', roles: ['merchant_admin', 'operator_admin'] },
  { href: '/merchants', label: 'Merchants', roles: OPERATOR },
  { href: '/catalog-services', label: 'Catalog services', roles: OPERATOR },
  { href: '/pickup-points', label: 'Pickup points', roles: OPERATOR },
  { href: '/carriers', label: 'Carriers', roles: OPERATOR },
  { href: '/users', label: 'Users', roles: ['merchant_admin', 'operator_admin'] },
  { href: '/outgoing-mail', label: 'Outgoing mail', roles: OPERATOR },
];

export function navFor(role: PortalRole): NavItem[] {
  return NAV_ITEMS.filter((i) => i.roles.includes(role));
}

export const ROLE_LABELS: Record<PortalRole, string> = {
  merchant_admin: 'Merchant admin',
  merchant_staff: 'Merchant staff',
  warehouse_staff: 'Warehouse staff',
  operator_admin: 'Operator admin',
};
