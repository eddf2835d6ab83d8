/** Who may split (06: merchant staff and admins; operator admins acting for a merchant). */
export const SPLIT_ROLES = ['merchant_admin', 'merchant_staff', 'operator_admin'] as const;
