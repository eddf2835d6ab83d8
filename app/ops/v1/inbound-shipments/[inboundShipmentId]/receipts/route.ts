import { apiRoute } from '@/server/api/api-route';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { recordReceipt } from '@/server/inbound/receiving/record-receipt';
import { createReceiptOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/inbound-shipments/{id}/receipts – count units: they become stock at once
export const POST = apiRoute(
  createReceiptOp,
  async ({ db, req, params, body, rawBody, idempotencyKey, actor }) => {
    const { receipt, replayed } = await recordReceipt(
      db,
      warehouseScope(req),
      params.inboundShipmentId!,
      body.receipt,
      { key: idempotencyKey, rawBody, actor },
    );
    return {
      status: 201,
      body: { receipt },
      headers: replayed ? { 'idempotent-replayed': 'true' } : undefined,
    };
  },
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
