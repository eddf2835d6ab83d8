import { apiRoute } from '@/server/api/api-route';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { loadInboundShipment } from '@/server/inbound/reads/read-notice';
import { addInboundPhotoOp, opsListInboundPhotosOp } from '@/server/inbound/operations';
import { addNoticePhoto, listNoticePhotos, readPhotoUpload } from '@/server/inbound/photos/notice-photos';

// POST /ops/v1/inbound-shipments/{id}/photos – a photo of what came (damage, a wet box), multipart
export const POST = apiRoute(addInboundPhotoOp, async ({ db, req, params, actor }) => {
  const scope = warehouseScope(req);
  await loadInboundShipment(db, scope, params.inboundShipmentId!); // 404 before reading a large body
  const upload = await readPhotoUpload(req);
  return {
    status: 201,
    body: { photo: await addNoticePhoto(db, scope, params.inboundShipmentId!, upload, actor) },
  };
});

// GET /ops/v1/inbound-shipments/{id}/photos – the notice's photos, oldest first
export const GET = apiRoute(opsListInboundPhotosOp, async ({ db, req, params }) => ({
  body: { photos: await listNoticePhotos(db, warehouseScope(req), params.inboundShipmentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
