import { apiRoute } from '@/server/api/api-route';
import { merchantScope } from '@/server/core/resource-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listInboundPhotosOp } from '@/server/inbound/operations';
import { listNoticePhotos } from '@/server/inbound/photos/notice-photos';

// GET /v1/inbound-shipments/{id}/photos – the photos the warehouse took while receiving
export const GET = apiRoute(listInboundPhotosOp, async ({ db, merchantId, params }) => ({
  body: { photos: await listNoticePhotos(db, merchantScope(merchantId), params.inboundShipmentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
