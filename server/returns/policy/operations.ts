import { defineOperation } from '@/server/core/http/operation';
import { EligibilityEnvelope, ReturnPolicyBody, ReturnPolicyEnvelope } from './schemas';

/** The merchant's return policy and an order's return eligibility (the customer returns page's rules). */
const tag = 'Customer returns';
const merchant = { auth: 'bearer', merchantScoped: true, tag } as const;

export const getReturnPolicyOp = defineOperation({
  ...merchant,
  operationId: 'getReturnPolicy',
  method: 'GET',
  path: '/v1/return-policy',
  summary: "The merchant's return policy (defaults, disabled, until one is saved)",
  scopes: ['order_returns:read'],
  responses: { 200: { description: 'The policy', schema: ReturnPolicyEnvelope } },
});

export const putReturnPolicyOp = defineOperation({
  ...merchant,
  operationId: 'putReturnPolicy',
  method: 'PUT',
  path: '/v1/return-policy',
  summary: 'Replace the return policy (fields left out take their defaults)',
  description:
    'An enabled policy needs a slug (3-40 lowercase letters, digits, dashes), unique across merchants: 409 RETURN_POLICY_SLUG_TAKEN. note_required_for and photo_required_for are subsets of reason_codes; embed_origins are https origins allowed to frame the customer page. The logo is uploaded on its own (PUT /v1/return-policy/logo, or the portal) and kept.',
  scopes: ['order_returns:manage'],
  body: ReturnPolicyBody,
  responses: { 200: { description: 'The saved policy', schema: ReturnPolicyEnvelope } },
  errors: ['RETURN_POLICY_SLUG_TAKEN'],
});

export const putReturnPolicyLogoOp = defineOperation({
  ...merchant,
  operationId: 'putReturnPolicyLogo',
  method: 'PUT',
  path: '/v1/return-policy/logo',
  summary: "Upload the customer page's logo (multipart: file); PNG, JPEG or WebP, at most 1 MB",
  description:
    'The type is read from the content, not the name: anything but a PNG, JPEG or WebP image is 400 VALIDATION_ERROR on file; over 1 MB is 413 FILE_TOO_LARGE. Replaces the previous logo (which is deleted). The customer page shows it through a signed link.',
  scopes: ['order_returns:manage'],
  bodyKind: 'raw',
  rawBodyContentType: 'multipart/form-data',
  responses: { 200: { description: 'The policy with its logo', schema: ReturnPolicyEnvelope } },
  errors: ['FILE_TOO_LARGE', 'STORAGE_UNAVAILABLE'],
});

export const deleteReturnPolicyLogoOp = defineOperation({
  ...merchant,
  operationId: 'deleteReturnPolicyLogo',
  method: 'DELETE',
  path: '/v1/return-policy/logo',
  summary: "Remove the customer page's logo",
  scopes: ['order_returns:manage'],
  responses: { 200: { description: 'The policy without a logo', schema: ReturnPolicyEnvelope } },
});

export const getReturnEligibilityOp = defineOperation({
  ...merchant,
  operationId: 'getOrderReturnEligibility',
  method: 'GET',
  path: '/v1/orders/{orderId}/return-eligibility',
  summary: 'Which lines of an order may be returned under the policy, how many units, and why not',
  description:
    'Reasons: window_passed, final_sale (product returnable false), already_returned (units in non-deleted returns of the order and its pending return requests), order_not_shipped (the order is not processed), country_not_allowed, policy_disabled. A storefront uses this with POST /v1/order-returns, under the same rules as the customer page.',
  scopes: ['order_returns:read'],
  responses: { 200: { description: 'Eligibility per line', schema: EligibilityEnvelope } },
  errors: ['ORDER_NOT_FOUND'],
});
