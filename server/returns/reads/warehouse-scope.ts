/**
 * The warehouse's id routes (05 §4) accept calls without X-Provider-Merchant-Id: the operator then acts for
 * the return's merchant. When the header is sent, it scopes the call: another merchant's return is 404.
 */
export function warehouseScope(req: Request): string | null {
  return req.headers.get('x-provider-merchant-id')?.trim() || null;
}
