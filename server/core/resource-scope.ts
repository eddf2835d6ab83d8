/**
 * Whose records a call may touch. A merchant's scope (the API client's merchant, a portal page's merchant, or the
 * merchant an operator names with X-Provider-Merchant-Id) reaches only that merchant's records: another
 * merchant's record is its 404. The warehouse's scope reaches every merchant's (the warehouse API without the
 * header, the portal's warehouse screens); the operation then acts for the record's own merchant.
 */
export type ResourceScope =
  { readonly kind: 'merchant'; readonly merchantId: string } | { readonly kind: 'warehouse' };

/** The warehouse, acting for any merchant. */
export const WAREHOUSE_SCOPE: ResourceScope = Object.freeze({ kind: 'warehouse' });

/** One merchant's records only. */
export function merchantScope(merchantId: string): ResourceScope {
  return { kind: 'merchant', merchantId };
}

/** Whether a record of `merchantId` lies within the scope. */
export function inScope(scope: ResourceScope, merchantId: string): boolean {
  return scope.kind === 'warehouse' || scope.merchantId === merchantId;
}
