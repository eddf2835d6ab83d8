import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { completeOrderExtraService } from '@/server/outbound/complete-extra-service';
import { completeOrderExtraServiceOp } from '@/server/outbound/operations';

// POST /ops/v1/orders/{orderId}/extra-services/{attachmentId}/_complete – an extra service done (01 §2.6)
export const POST = apiRoute(completeOrderExtraServiceOp, async ({ db, req, params, body, actor }) => ({
  body: {
    service_attachment: await completeOrderExtraService(
      db,
      warehouseScope(req),
      params.orderId!,
      params.attachmentId!,
      { comment: body?.completion?.comment ?? null },
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
