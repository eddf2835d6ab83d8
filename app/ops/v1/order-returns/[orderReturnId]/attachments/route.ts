import { apiRoute } from '@/server/api/api-route';
import { uploadAttachment } from '@/server/returns/files/attachments';
import { loadReturn } from '@/server/returns/reads/load-return';
import { uploadAttachmentOp } from '@/server/returns/operations';
import { readUpload } from '@/server/returns/files/read-upload';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/order-returns/{orderReturnId}/attachments – upload a warehouse attachment (05 §4, 04 C4)
export const POST = apiRoute(uploadAttachmentOp, async ({ db, req, params, actor }) => {
  const scope = warehouseScope(req);
  await loadReturn(db, scope, params.orderReturnId!); // 404 before reading a large body
  const upload = await readUpload(req);
  return {
    status: 201,
    body: { attachment: await uploadAttachment(db, scope, params.orderReturnId!, upload, actor) },
  };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
