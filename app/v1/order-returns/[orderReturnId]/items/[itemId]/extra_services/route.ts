import { apiRoute } from '@/server/api/api-route';
import { attachExtraService } from '@/server/returns/lines/attach-extra-service';
import { attachReturnLineServiceOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/items/{itemId}/extra_services – attach an extra service to a line (02 §4.8, 04 C2)
export const POST = apiRoute(attachReturnLineServiceOp, async ({ db, merchantId, params, body, actor }) => ({
  status: 201,
  body: {
    service_attachment: await attachExtraService(
      db,
      merchantId,
      { returnId: params.orderReturnId!, itemId: params.itemId! },
      body.service_attachment,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
