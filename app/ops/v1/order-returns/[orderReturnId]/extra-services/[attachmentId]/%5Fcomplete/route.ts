import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { completeReturnExtraService } from '@/server/returns/lines/complete-extra-service';
import { completeReturnExtraServiceOp } from '@/server/returns/operations';

// POST /ops/v1/order-returns/{orderReturnId}/extra-services/{attachmentId}/_complete – an extra service done
export const POST = apiRoute(completeReturnExtraServiceOp, async ({ db, req, params, body, actor }) => ({
  body: {
    service_attachment: await completeReturnExtraService(
      db,
      warehouseScope(req),
      params.orderReturnId!,
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
