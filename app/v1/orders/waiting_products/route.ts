import { apiRoute } from '@/server/api/api-route';
import { listOrders } from '@/server/orders/reads/list-orders';
import { listWaitingOrdersDeprecatedOp } from '@/server/orders/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/orders/waiting_products – deprecated alias of /v1/orders/waiting-products (01 §9, 04 B6)
export const GET = apiRoute(listWaitingOrdersDeprecatedOp, async ({ readDb, merchantId, query }) => ({
  body: await listOrders(readDb, merchantId, { ...query, status: ['waiting_products'] }),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
