import { apiRoute } from '@/server/api/api-route';
import { merchantScope } from '@/server/core/resource-scope';
import { boxLabelsPdf, pdfResponse } from '@/server/inbound/labels/box-labels';
import { boxLabelsOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/inbound-shipments/{id}/box-labels – the notice's box labels as a PDF (Code 128 of each box code)
export const GET = apiRoute(boxLabelsOp, async ({ db, merchantId, params, query }) =>
  pdfResponse(await boxLabelsPdf(db, merchantScope(merchantId), params.inboundShipmentId!, query.layout)),
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
