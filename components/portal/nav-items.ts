import {
  ADMIN_ROLES,
  ALL_ROLES,
  MERCHANT_ADMIN_ROLES,
  MERCHANT_WORK_ROLES,
  OPERATOR_ROLES,
  WAREHOUSE_ROLES,
  type PortalRole,
} from '@/server/auth/portal-roles';

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

export const NAV_ITEMS: NavItem[] = [
  { href: '/home', label: 'Home', roles: ALL_ROLES },
  { href: '/orders', label: 'Orders', roles: MERCHANT_WORK_ROLES },
  { href: '/returns', label: 'Returns', roles: MERCHANT_WORK_ROLES },
  { href: '/returns/requests', label: 'Return requests', roles: MERCHANT_WORK_ROLES },
  { href: '/returns/policy', label: 'Return policy', roles: ADMIN_ROLES },
  { href: '/products', label: 'Products', roles: ALL_ROLES },
  { href: '/split', label: 'Split', roles: MERCHANT_WORK_ROLES },
  { href: '/inbound', label: 'Inbound shipments', roles: MERCHANT_WORK_ROLES },
  { href: '/warehouse/outbound', label: 'Outbound', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/inbound', label: 'Inbound', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/arrivals', label: 'Arrivals', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/stock', label: 'Stock receiving', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/move', label: 'Move', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/locations', label: 'Locations', roles: WAREHOUSE_ROLES },
  { href: '/warehouse/counts', label: 'Cycle counts', roles: WAREHOUSE_ROLES },
  { href: '/developers', label: 'Developers', roles: ADMIN_ROLES },
  { href: '/merchants', label: 'Merchants', roles: OPERATOR_ROLES },
  { href: '/catalog-services', label: 'Catalog services', roles: OPERATOR_ROLES },
  { href: '/pickup-points', label: 'Pickup points', roles: OPERATOR_ROLES },
  { href: '/carriers', label: 'Carriers', roles: OPERATOR_ROLES },
  { href: '/billing', label: 'Billing', roles: MERCHANT_ADMIN_ROLES },
  { href: '/billing/rate-cards', label: 'Rate cards', roles: OPERATOR_ROLES },
  { href: '/billing/invoicing', label: 'Invoicing', roles: OPERATOR_ROLES },
  { href: '/users', label: 'Users', roles: ADMIN_ROLES },
  { href: '/outgoing-mail', label: 'Outgoing mail', roles: OPERATOR_ROLES },
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
