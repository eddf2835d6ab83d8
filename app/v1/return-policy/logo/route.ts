import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { deleteReturnPolicyLogoOp, putReturnPolicyLogoOp } from '@/server/returns/policy/operations';
import { readLogoUpload, removeReturnPolicyLogo, uploadReturnPolicyLogo } from '@/server/returns/policy/logo';
import { toReturnPolicyDto } from '@/server/returns/policy/return-policy';

// PUT /v1/return-policy/logo – upload the customer page's logo (multipart: file)
export const PUT = apiRoute(putReturnPolicyLogoOp, async ({ db, merchantId, req }) => {
  const upload = await readLogoUpload(req);
  return {
    body: { return_policy: await toReturnPolicyDto(await uploadReturnPolicyLogo(db, merchantId, upload)) },
  };
});

// DELETE /v1/return-policy/logo – remove the logo
export const DELETE = apiRoute(deleteReturnPolicyLogoOp, async ({ db, merchantId }) => ({
  body: { return_policy: await toReturnPolicyDto(await removeReturnPolicyLogo(db, merchantId)) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PUT, DELETE');
export const POST = methodNotAllowed('PUT, DELETE');
export const PATCH = methodNotAllowed('PUT, DELETE');
