import { describe, expect, it } from 'vitest';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { allOperations } from '@/server/openapi/operations';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/**
 * 04 A1: a path id that is not 24-hex is 404 with its resource's NOT_FOUND code, never 400 — even when
 * the body and the query are invalid as well. Every operation with a path id, through its real route file.
 */
const EXPECTED: Record<string, string> = {
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
};

const cases = allOperations()
  .filter((op) => op.auth === 'bearer')
  .map((op) => {
    const first = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)[0];
    return { op, first, code: first ? EXPECTED[first] : undefined };
  })
  .filter((c): c is typeof c & { first: string; code: string } => !!c.code);

describe('path ids that are not 24-hex (04 A1)', () => {
  it('covers the operations that have one', () => {
    expect(cases.map((c) => c.op.operationId)).toEqual(
      expect.arrayContaining([
        'UpdateOrder',
        'UpdateOrderItem',
        'decideOrderReturnLine',
        'arriveOrderReturn',
      ]),
    );
    expect(cases.length).toBeGreaterThan(25);
  });

  it.each(cases.map((c) => [`${c.op.method} ${c.op.path}`, c] as const))(
    '%s answers 404 with the resource code, before the body and query are read',
    async (_, { op, code }) => {
      const m = await merchantFixture(MERCHANT_SCOPES);
      const o = await operatorFixture();
      const path = op.path.replace(/\{(\w+)\}/g, 'NOT-AN-ID') + '?limit=oops&offset=-1&wait_seconds=99';
      const asOperator = op.path.startsWith('/ops/');
      const res = await (asOperator ? o : m).api(op.method, path, {
        merchant: m.merchantId,
        ...(op.method === 'GET' || op.method === 'DELETE'
          ? {}
          : { rawBody: '{"broken": ', headers: { 'content-type': 'application/json' } }),
      });
      expect({ status: res.status, code: res.body?.error_code }).toEqual({ status: 404, code });
    },
  );

  it('an item id that is not 24-hex is the item NOT_FOUND of its own resource', async () => {
    const m = await merchantFixture(MERCHANT_SCOPES);
    const order = await m.api('POST', '/v1/orders', { body: { order: {} } });
    expect(order.status).toBe(201);
    const item = await m.api('PATCH', `/v1/orders/${order.body.order.id}/items/bad`, { body: { item: 5 } });
    expect({ status: item.status, code: item.body.error_code }).toEqual({
      status: 404,
      code: 'ORDER_ITEM_NOT_FOUND',
    });
  });
});
