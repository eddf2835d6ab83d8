import { revokeApiClient } from '@/server/api-clients/manage-api-clients';
import { AppError } from '@/server/core/errors';
import { apiRoute } from '@/server/api/api-route';
import { isId } from '@/server/core/ids';
import { revokeApiClientOp } from '@/server/merchants/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// DELETE /ops/v1/merchants/{merchantId}/api-clients/{clientId} – revoke; tokens stop at once (05 §2)
export const DELETE = apiRoute(revokeApiClientOp, async ({ db, params }) => {
  if (!isId(params.merchantId)) throw new AppError('API_CLIENT_NOT_FOUND');
  await revokeApiClient(db, params.merchantId, params.clientId!);
  return { status: 204 };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('DELETE');
export const POST = methodNotAllowed('DELETE');
export const PUT = methodNotAllowed('DELETE');
export const PATCH = methodNotAllowed('DELETE');
