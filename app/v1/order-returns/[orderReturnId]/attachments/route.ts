import { apiRoute } from '@/server/api/api-route';
import { listAttachments } from '@/server/returns/files/attachments';
import { listAttachmentsOp } from '@/server/returns/operations';
import { merchantScope } from '@/server/core/resource-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/order-returns/{orderReturnId}/attachments – the warehouse's files with signed links (02 §4.11, 04 C4)
export const GET = apiRoute(listAttachmentsOp, async ({ db, merchantId, params }) => ({
  body: { attachments: await listAttachments(db, merchantScope(merchantId), params.orderReturnId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
