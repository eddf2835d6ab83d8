import { z } from 'zod';
import { PaginationQuery, Timestamp } from '@/server/core/schemas';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';

export const ListRequestLogsQuery = PaginationQuery.extend({
  status: z
    .string()
    .regex(/^([1-5]xx|[1-5]\d\d)$/, 'Must be a class (2xx, 4xx, 5xx) or a status (404).')
    .optional()
    .meta({ description: 'A status class (2xx, 4xx, 5xx) or an exact status (409).' }),
  route: z.string().max(300).optional().meta({ description: 'A route template, e.g. /v1/orders/{orderId}.' }),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  client_id: z.string().max(200).optional(),
  error_code: z.string().max(100).optional(),
  request_id: z.string().max(100).optional(),
  api_version: z.string().max(40).optional().meta({
    description: 'Only requests served in this dated API version (which clients still use an old one).',
  }),
  created_from: DateOrDateTime.optional(),
  created_to: DateOrDateTime.optional(),
});
export type ListRequestLogsFilter = z.infer<typeof ListRequestLogsQuery>;

export const RequestLogSchema = z
  .object({
    id: z.string(),
    created_at: Timestamp,
    client_id: z.string(),
    method: z.string(),
    route: z.string().meta({ description: 'The route template, e.g. /v1/orders/{orderId}.' }),
    path: z.string(),
    status: z.number().int(),
    error_code: z.string().nullable(),
    request_id: z.string(),
    api_version: z.string().nullable().meta({
      description:
        'The dated API version that served the request (its Fulfilment-Version answer); null for requests made before versions existed and for unversioned routes.',
    }),
    duration_ms: z.number(),
    idempotency_key: z.string().nullable(),
    replayed: z
      .boolean()
      .meta({ description: 'Answered from the Idempotency-Key store (Idempotent-Replayed).' }),
  })
  .meta({ id: 'RequestLog' });
export type RequestLogDto = z.infer<typeof RequestLogSchema>;

export const RequestLogDetailSchema = RequestLogSchema.extend({
  request_body: z.string().nullable().meta({
    description: 'Non-2xx answers only: the body sent, capped at 8,192 characters, secrets redacted.',
  }),
  response_body: z.string().nullable().meta({
    description: 'Non-2xx answers only: the body answered, capped at 8,192 characters, secrets redacted.',
  }),
}).meta({ id: 'RequestLogDetail' });
export type RequestLogDetailDto = z.infer<typeof RequestLogDetailSchema>;
