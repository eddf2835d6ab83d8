import { createApiClient, listApiClients } from '@/server/api-clients/manage-api-clients';
import { AppError } from '@/server/core/errors';
import { apiRoute } from '@/server/api/api-route';
import { isId } from '@/server/core/ids';
import { merchantExists } from '@/server/merchants/merchant-exists';
import { createApiClientOp, listApiClientsOp } from '@/server/merchants/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/merchants/{merchantId}/api-clients – create an API client, secret shown once (05 §2)
export const POST = apiRoute(createApiClientOp, async ({ db, body, params }) => {
  if (!isId(params.merchantId)) throw new AppError('MERCHANT_NOT_FOUND');
  return { status: 201, body: { api_client: await createApiClient(db, params.merchantId, body.api_client) } };
});

// GET /ops/v1/merchants/{merchantId}/api-clients – list active API clients
export const GET = apiRoute(listApiClientsOp, async ({ db, params }) => {
  if (!(await merchantExists(db, params.merchantId!))) throw new AppError('MERCHANT_NOT_FOUND');
  const clients = await listApiClients(db, params.merchantId!);
  return { body: { api_clients: clients, total: clients.length } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
