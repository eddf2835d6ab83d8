import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { ListRequestLogsQuery, RequestLogDetailSchema, RequestLogSchema } from './schemas';

/** The request log: every request of the merchant's API clients, 14 days (REQUEST_LOG_RETENTION_DAYS). */
export const listRequestLogsOp = defineOperation({
  operationId: 'listRequestLogs',
  method: 'GET',
  path: '/v1/request-logs',
  summary: "Requests of the merchant's API clients, newest first",
  description:
    "Every request made with a token of one of the merchant's API clients, kept 14 days " +
    '(REQUEST_LOG_RETENTION_DAYS). Entries are written in batches about a second after the request, so the ' +
    'newest may not be listed yet. Filters: status (2xx/4xx/5xx or exact), route (template), method, ' +
    'client_id, error_code, request_id, created_from / created_to.',
  tag: 'Request log',
  auth: 'bearer',
  scopes: MERCHANT_SCOPES,
  merchantScoped: true,
  query: ListRequestLogsQuery,
  responses: {
    200: { description: 'Requests', schema: listEnvelope('request_logs', RequestLogSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const getRequestLogOp = defineOperation({
  operationId: 'getRequestLog',
  method: 'GET',
  path: '/v1/request-logs/{requestLogId}',
  summary: 'One request, with its bodies when it was answered with a non-2xx status',
  tag: 'Request log',
  auth: 'bearer',
  scopes: MERCHANT_SCOPES,
  merchantScoped: true,
  pathIds: { requestLogId: 'REQUEST_LOG_NOT_FOUND' },
  responses: {
    200: { description: 'The request', schema: z.object({ request_log: RequestLogDetailSchema }) },
  },
  errors: ['REQUEST_LOG_NOT_FOUND'],
});
