import { apiRoute } from '@/server/api/api-route';
import { createCatalogService, listCatalogServices } from '@/server/catalog/catalog-services';
import { createCatalogServiceOp, listAllCatalogServicesOp } from '@/server/catalog/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/catalog-services – create a catalog service (05 §2)
export const POST = apiRoute(createCatalogServiceOp, async ({ db, body }) => ({
  status: 201,
  body: { catalog_service: await createCatalogService(db, body.catalog_service) },
}));

// GET /ops/v1/catalog-services – every catalog service, for operator administration (05 §2)
export const GET = apiRoute(listAllCatalogServicesOp, async ({ db, query }) => ({
  body: await listCatalogServices(db, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
