import { apiRoute } from '@/server/api/api-route';
import { createNotice } from '@/server/inbound/notices/create-notice';
import { listInboundShipments } from '@/server/inbound/reads/list-notices';
import { createInboundShipmentOp, listInboundShipmentsOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/inbound-shipments – announce a delivery (a notice), idempotent with Idempotency-Key
export const POST = apiRoute(
  createInboundShipmentOp,
  async ({ db, merchantId, body, rawBody, idempotencyKey, actor }) => {
    const { notice, replayed } = await createNotice(db, merchantId, body.inbound_shipment, {
      key: idempotencyKey,
      rawBody,
      actor,
    });
    return {
      status: 201,
      body: { inbound_shipment: notice },
      headers: replayed ? { 'idempotent-replayed': 'true' } : undefined,
    };
  },
);

// GET /v1/inbound-shipments – the merchant's inbound shipments with filters
export const GET = apiRoute(listInboundShipmentsOp, async ({ readDb, merchantId, query }) => ({
  body: await listInboundShipments(readDb, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
