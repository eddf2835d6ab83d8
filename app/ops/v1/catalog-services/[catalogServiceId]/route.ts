import { apiRoute } from '@/server/api/api-route';
import { updateCatalogService } from '@/server/catalog/catalog-services';
import { updateCatalogServiceOp } from '@/server/catalog/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /ops/v1/catalog-services/{id} – change a catalog service (05 §2)
export const PATCH = apiRoute(updateCatalogServiceOp, async ({ db, params, body }) => ({
  body: { catalog_service: await updateCatalogService(db, params.catalogServiceId!, body.catalog_service) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
