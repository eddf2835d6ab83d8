import { apiRoute } from '@/server/api/api-route';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import { listOrders } from '@/server/orders/reads/list-orders';
import { withShipments } from '@/server/outbound/present-shipment';
import { createOrderOp, listOrdersOp } from '@/server/orders/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/orders – create an order, idempotent with Idempotency-Key (01 §4.1, §6; 04 B2-B5)
export const POST = apiRoute(
  createOrderOp,
  async ({ db, merchantId, body, rawBody, idempotencyKey, actor }) => {
    const { order, replayed } = await createOrder({
      db,
      merchantId,
      input: body.order,
      rawBody,
      idempotencyKey,
      actor,
    });
    return {
      status: 201,
      body: { order },
      headers: replayed ? { 'idempotent-replayed': 'true' } : undefined,
    };
  },
);

// GET /v1/orders – list orders with filters (04 B1)
export const GET = apiRoute(listOrdersOp, async ({ readDb, merchantId, query }) => {
  const page = await listOrders(readDb, merchantId, query);
  return { body: { ...page, orders: await withShipments(readDb, page.orders) } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
