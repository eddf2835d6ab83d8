import { apiRoute } from '@/server/api/api-route';
import { listCatalogServices } from '@/server/catalog/catalog-services';
import { listCatalogServicesOp } from '@/server/catalog/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/catalog-services – active services available to the merchant (05 §2)
export const GET = apiRoute(listCatalogServicesOp, async ({ db, merchantId, query }) => ({
  body: await listCatalogServices(db, { ...query, forMerchant: merchantId }),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
