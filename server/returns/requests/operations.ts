import { defineOperation } from '@/server/core/http/operation';
import {
  DeclineBody,
  ListReturnRequestsQuery,
  ReturnRequestEnvelope,
  ReturnRequestListEnvelope,
} from './schemas';

/** Return requests: what customers asked for on the returns page, for staff to approve or decline. */
const tag = 'Customer returns';
const merchant = { auth: 'bearer', merchantScoped: true, tag } as const;

export const listReturnRequestsOp = defineOperation({
  ...merchant,
  operationId: 'listReturnRequests',
  method: 'GET',
  path: '/v1/return-requests',
  summary: 'List return requests, newest first (status = pending, approved, declined)',
  scopes: ['order_returns:read'],
  query: ListReturnRequestsQuery,
  responses: { 200: { description: 'Return requests', schema: ReturnRequestListEnvelope } },
});

export const getReturnRequestOp = defineOperation({
  ...merchant,
  operationId: 'getReturnRequest',
  method: 'GET',
  path: '/v1/return-requests/{returnRequestId}',
  summary: 'Read a return request',
  scopes: ['order_returns:read'],
  responses: { 200: { description: 'The request', schema: ReturnRequestEnvelope } },
  errors: ['RETURN_REQUEST_NOT_FOUND'],
});

export const approveReturnRequestOp = defineOperation({
  ...merchant,
  operationId: 'approveReturnRequest',
  method: 'POST',
  path: '/v1/return-requests/{returnRequestId}/_approve',
  summary: 'Approve: creates the order return (customer_return, origin customer_page) the request links to',
  description:
    'The return is created as POST /v1/order-returns would, with the lines, reasons, notes and the photos as attachments of their lines; with method prepaid_label the label is requested. A request already decided: 409 RETURN_REQUEST_ALREADY_DECIDED.',
  scopes: ['order_returns:manage'],
  responses: { 200: { description: 'The approved request', schema: ReturnRequestEnvelope } },
  errors: ['RETURN_REQUEST_NOT_FOUND', 'RETURN_REQUEST_ALREADY_DECIDED'],
});

export const declineReturnRequestOp = defineOperation({
  ...merchant,
  operationId: 'declineReturnRequest',
  method: 'POST',
  path: '/v1/return-requests/{returnRequestId}/_decline',
  summary: 'Decline with a message shown to the customer',
  scopes: ['order_returns:manage'],
  body: DeclineBody,
  responses: { 200: { description: 'The declined request', schema: ReturnRequestEnvelope } },
  errors: ['RETURN_REQUEST_NOT_FOUND', 'RETURN_REQUEST_ALREADY_DECIDED'],
});
