import type { Role } from './users';

/**
 * Pages that e2e/a11y.spec.ts (the merchant's) and e2e/a11y-warehouse.spec.ts (the others) check with axe-core
 * (no serious or critical violations), each as the role that sees it (null: signed out). Add one line per screen
 * you build.
 */
export interface A11yPage {
  path: string;
  role: Role | null;
}

export const A11Y_PAGES: A11yPage[] = [
  { path: '/signin', role: null },
  { path: '/r/nordic-pantry', role: null },
  { path: '/returns/requests', role: 'merchant_staff' },
  { path: '/returns/policy', role: 'merchant_admin' },
  { path: '/outgoing-mail', role: 'operator_admin' },
  { path: '/home', role: 'merchant_admin' },
  { path: '/home?period=90', role: 'merchant_staff' },
  { path: '/home', role: 'warehouse_staff' },
  { path: '/home', role: 'operator_admin' },
  { path: '/merchants', role: 'operator_admin' },
  { path: '/users', role: 'operator_admin' },
  { path: '/users', role: 'merchant_admin' },
  { path: '/orders', role: 'merchant_staff' },
  { path: '/orders/new', role: 'merchant_staff' },
  { path: '/developers', role: 'merchant_admin' },
  { path: '/developers/api-clients', role: 'merchant_admin' },
  { path: '/developers/api-health', role: 'merchant_admin' },
  { path: '/developers/reference', role: 'merchant_admin' },
  { path: '/developers/reference?tag=Orders', role: 'merchant_admin' },
  { path: '/products', role: 'merchant_staff' },
  { path: '/warehouse/stock', role: 'warehouse_staff' },
  { path: '/warehouse/outbound', role: 'warehouse_staff' },
  { path: '/warehouse/outbound?status=problem', role: 'operator_admin' },
  { path: '/warehouse/outbound/pick?layout=thermal', role: 'warehouse_staff' },
  { path: '/developers/webhooks', role: 'merchant_admin' },
  { path: '/catalog-services', role: 'operator_admin' },
  { path: '/pickup-points', role: 'operator_admin' },
  { path: '/carriers', role: 'operator_admin' },
  { path: '/split', role: 'merchant_staff' },
  { path: '/returns', role: 'merchant_staff' },
  { path: '/returns/new', role: 'merchant_staff' },
  { path: '/returns/condition-defaults', role: 'merchant_admin' },
  { path: '/warehouse/arrivals', role: 'warehouse_staff' },
  { path: '/developers/events', role: 'merchant_admin' },
  { path: '/developers/requests', role: 'merchant_admin' },
  { path: '/developers/requests/errors', role: 'merchant_admin' },
  { path: '/developers/sandbox', role: 'merchant_admin' },
  { path: '/account', role: 'merchant_staff' },
  { path: '/billing/billing-details', role: 'operator_admin' },
];
