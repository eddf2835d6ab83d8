import type { ErrorCode } from '../errors';
import { AppError } from '../errors';
import { isId } from '../ids';

/**
 * 04 A1: a path id that is not 24 lowercase hex is answered 404 with its resource's NOT_FOUND code, never
 * 400 — also when the body or query is invalid too, so the wrapper checks path ids before it reads either.
 * The code is found by the parameter's name; an operation names its own for a name used by several
 * resources (`itemId`). Parameters not listed here (an OAuth client id, a signed file link) are not checked.
 */
const NOT_FOUND_BY_PARAM: Readonly<Record<string, ErrorCode>> = {
  orderId: 'ORDER_NOT_FOUND',
  orderReturnId: 'ORDER_RETURN_NOT_FOUND',
  productId: 'PRODUCT_NOT_FOUND',
  catalogServiceId: 'CATALOG_SERVICE_NOT_FOUND',
  pickupPointId: 'PICKUP_POINT_NOT_FOUND',
  stockUnitId: 'STOCK_UNIT_NOT_FOUND',
  inboundShipmentId: 'INBOUND_SHIPMENT_NOT_FOUND',
  incidentId: 'INCIDENT_NOT_FOUND',
  webhookEndpointId: 'WEBHOOK_ENDPOINT_NOT_FOUND',
  deliveryId: 'WEBHOOK_DELIVERY_NOT_FOUND',
  merchantId: 'MERCHANT_NOT_FOUND',
  shipmentId: 'SHIPMENT_NOT_FOUND',
  returnRequestId: 'RETURN_REQUEST_NOT_FOUND',
  rateCardId: 'RATE_CARD_NOT_FOUND',
  invoiceId: 'INVOICE_NOT_FOUND',
};

/** Throws the resource's NOT_FOUND for the first path id (in path order) that is not 24-hex. */
export function assertPathIds(
  path: string,
  params: Record<string, string>,
  own: Readonly<Record<string, ErrorCode>> = {},
): void {
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const code = own[name!] ?? NOT_FOUND_BY_PARAM[name!];
    const value = params[name!];
    if (code && value !== undefined && !isId(value)) throw new AppError(code);
  }
}
