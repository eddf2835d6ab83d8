import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { EventDetailSchema, EventSchema, ListEventsQuery } from './schemas';

/** The events feed: what the outbox produced for the merchant, with each event's deliveries. Any merchant scope. */
export const listEventsOp = defineOperation({
  operationId: 'listEvents',
  method: 'GET',
  path: '/v1/events',
  summary: "The merchant's events of the last 30 days (EVENTS_RETENTION_DAYS), newest first",
  description:
    'Every event the service produced for the merchant, whether or not an endpoint subscribes to it. ' +
    'Filters: type (repeatable or comma-separated), created_from / created_to (a date means its whole UTC day), ' +
    'delivery_success. Paged with offset and limit like every list; total counts the matches.',
  tag: 'Events',
  auth: 'bearer',
  scopes: MERCHANT_SCOPES,
  merchantScoped: true,
  query: ListEventsQuery,
  repeatableQuery: ['type'],
  responses: { 200: { description: 'Events', schema: listEnvelope('events', EventSchema) } },
  errors: ['VALIDATION_ERROR'],
});

export const getEventOp = defineOperation({
  operationId: 'getEvent',
  method: 'GET',
  path: '/v1/events/{eventId}',
  summary: 'An event as it was sent, with its delivery attempts per endpoint',
  description:
    "An id that is not one of the merchant's events is 404 EVENT_NOT_FOUND; an event older than the retention " +
    'is 404 EVENT_EXPIRED.',
  tag: 'Events',
  auth: 'bearer',
  scopes: MERCHANT_SCOPES,
  merchantScoped: true,
  responses: { 200: { description: 'The event', schema: EventDetailSchema } },
  errors: ['EVENT_NOT_FOUND', 'EVENT_EXPIRED'],
});
