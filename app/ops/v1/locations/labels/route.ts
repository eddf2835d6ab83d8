import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { locationLabelsPdf } from '@/server/stock-ledger/locations/location-labels';
import { locationsByCodes } from '@/server/stock-ledger/locations/locations';
import { locationLabelsOp } from '@/server/stock-ledger/locations/operations';

// GET /ops/v1/locations/labels?codes=A,B – location labels as PDF (Code 128 of each code)
export const GET = apiRoute(locationLabelsOp, async ({ db, query }) => {
  const pdf = await locationLabelsPdf(await locationsByCodes(db, query.codes));
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="location-labels.pdf"`,
    },
  });
});

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
