import { apiRoute } from '@/server/api/api-route';
import { createSandboxOp } from '@/server/workbench/sandbox/operations';
import { createSandbox } from '@/server/workbench/sandbox/create-sandbox';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/merchants/{merchantId}/sandbox – create the merchant's sandbox (or answer the existing one)
export const POST = apiRoute(createSandboxOp, async ({ db, params, actor }) => {
  const { created, ...body } = await createSandbox(db, params.merchantId!, actor);
  return { status: created ? 201 : 200, body };
});

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
