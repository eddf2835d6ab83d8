/** What a portal session carries (06): user, role and merchant. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: 'merchant_admin' | 'merchant_staff' | 'warehouse_staff' | 'operator_admin';
  merchantId: string | null;
}
