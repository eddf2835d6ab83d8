import { merchantScope, WAREHOUSE_SCOPE, type ResourceScope } from '../resource-scope';

/**
 * The warehouse's id routes (05 §4) accept calls without X-Provider-Merchant-Id: the operator then acts for
 * the record's merchant. When the header is sent, it scopes the call: another merchant's record is 404.
 */
export function warehouseScope(req: Request): ResourceScope {
  const merchantId = req.headers.get('x-provider-merchant-id')?.trim();
  return merchantId ? merchantScope(merchantId) : WAREHOUSE_SCOPE;
}
