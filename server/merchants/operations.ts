import { z } from 'zod';
import { PaginationQuery, listEnvelope } from '@/server/core/schemas';
import { defineOperation } from '@/server/core/http/operation';
import {
  ApiClientSchema,
  CreateApiClientBody,
  CreateMerchantBody,
  CreateMerchantUserBody,
  CreateOperatorUserBody,
  MerchantSchema,
  UserSchema,
} from './schemas';

/** Operator administration (05 §2), scope ops:admin. */
export const createMerchantOp = defineOperation({
  operationId: 'createMerchant',
  method: 'POST',
  path: '/ops/v1/merchants',
  summary: 'Create a merchant',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreateMerchantBody,
  responses: { 201: { description: 'Created', schema: z.object({ merchant: MerchantSchema }) } },
});

export const listMerchantsOp = defineOperation({
  operationId: 'listMerchants',
  method: 'GET',
  path: '/ops/v1/merchants',
  summary: 'List merchants',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  query: PaginationQuery,
  responses: { 200: { description: 'Merchants', schema: listEnvelope('merchants', MerchantSchema) } },
});

export const createApiClientOp = defineOperation({
  operationId: 'createApiClient',
  method: 'POST',
  path: '/ops/v1/merchants/{merchantId}/api-clients',
  summary: "Create a merchant's API client (the secret is shown only in this response)",
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreateApiClientBody,
  responses: { 201: { description: 'Created', schema: z.object({ api_client: ApiClientSchema }) } },
  errors: ['MERCHANT_NOT_FOUND'],
});

export const listApiClientsOp = defineOperation({
  operationId: 'listApiClients',
  method: 'GET',
  path: '/ops/v1/merchants/{merchantId}/api-clients',
  summary: "List a merchant's active API clients",
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  responses: { 200: { description: 'API clients', schema: listEnvelope('api_clients', ApiClientSchema) } },
  errors: ['MERCHANT_NOT_FOUND'],
});

export const revokeApiClientOp = defineOperation({
  operationId: 'revokeApiClient',
  method: 'DELETE',
  path: '/ops/v1/merchants/{merchantId}/api-clients/{clientId}',
  summary: 'Revoke an API client; its tokens stop working at once',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  responses: { 204: { description: 'Revoked' } },
  errors: ['API_CLIENT_NOT_FOUND'],
});

export const createMerchantUserOp = defineOperation({
  operationId: 'createMerchantUser',
  method: 'POST',
  path: '/ops/v1/merchants/{merchantId}/users',
  summary: 'Create a portal user of a merchant (merchant_admin or merchant_staff)',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreateMerchantUserBody,
  responses: { 201: { description: 'Created', schema: z.object({ user: UserSchema }) } },
  errors: ['MERCHANT_NOT_FOUND', 'USER_EMAIL_TAKEN'],
});

export const createOperatorUserOp = defineOperation({
  operationId: 'createOperatorUser',
  method: 'POST',
  path: '/ops/v1/users',
  summary: 'Create an operator portal user (warehouse_staff or operator_admin)',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreateOperatorUserBody,
  responses: { 201: { description: 'Created', schema: z.object({ user: UserSchema }) } },
  errors: ['USER_EMAIL_TAKEN'],
});
