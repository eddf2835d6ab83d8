import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { PaginationQuery, listEnvelope } from '@/server/core/schemas';
import {
  CreateWebhookEndpointBody,
  ListDeliveriesQuery,
  REPLAY_MAX_EVENTS,
  REPLAY_MAX_IDS,
  ReplayEventsBody,
  ReplayResultSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from './schemas';

/** Webhook endpoints and deliveries (05 §5), scope webhooks:manage. */
export const createWebhookEndpointOp = defineOperation({
  operationId: 'createWebhookEndpoint',
  method: 'POST',
  path: '/v1/webhook-endpoints',
  summary: 'Create a webhook endpoint (the signing secret is shown only in this response)',
  description:
    'Deliveries are Standard Webhooks: POST { id, type, created_at, data } with webhook-id, webhook-timestamp and ' +
    'webhook-signature (v1,base64 HMAC-SHA256 of id.timestamp.body, key = base64-decoded secret after whsec_). ' +
    'A URL that does not parse or is not https is 400 VALIDATION_ERROR at webhook_endpoint.url; a well-formed URL ' +
    'whose host is refused (not a public address) is 400 WEBHOOK_URL_NOT_ALLOWED (04 E19).',
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  body: CreateWebhookEndpointBody,
  responses: {
    201: { description: 'Created', schema: z.object({ webhook_endpoint: WebhookEndpointSchema }) },
  },
  errors: ['VALIDATION_ERROR', 'WEBHOOK_URL_NOT_ALLOWED'],
});

export const listWebhookEndpointsOp = defineOperation({
  operationId: 'listWebhookEndpoints',
  method: 'GET',
  path: '/v1/webhook-endpoints',
  summary: 'List webhook endpoints',
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  query: PaginationQuery,
  responses: {
    200: { description: 'Endpoints', schema: listEnvelope('webhook_endpoints', WebhookEndpointSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const deleteWebhookEndpointOp = defineOperation({
  operationId: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/v1/webhook-endpoints/{webhookEndpointId}',
  summary: 'Delete a webhook endpoint; waiting attempts are cancelled',
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  responses: { 204: { description: 'Deleted' } },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const listWebhookDeliveriesOp = defineOperation({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/v1/webhook-endpoints/{webhookEndpointId}/deliveries',
  summary: "An endpoint's delivery log: one row per attempt, newest first",
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  query: ListDeliveriesQuery,
  responses: {
    200: { description: 'Deliveries', schema: listEnvelope('deliveries', WebhookDeliverySchema) },
  },
  errors: ['VALIDATION_ERROR', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const retryWebhookDeliveryOp = defineOperation({
  operationId: 'retryWebhookDelivery',
  method: 'POST',
  path: '/v1/webhook-endpoints/{webhookEndpointId}/deliveries/{deliveryId}/_retry',
  summary: "Send a delivery's event again now",
  description:
    'Adds an attempt due at once (or makes a waiting attempt of the same event due). Events of one product stay in order.',
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  responses: {
    202: { description: 'The pending attempt', schema: z.object({ delivery: WebhookDeliverySchema }) },
  },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND'],
});

export const replayWebhookEventsOp = defineOperation({
  operationId: 'replayWebhookEvents',
  method: 'POST',
  path: '/v1/webhook-endpoints/{webhookEndpointId}/_replay',
  summary: 'Send events again to this endpoint, with their original webhook-id',
  description:
    `Body: { event_ids: [...] } (1-${REPLAY_MAX_IDS}) or { created_from, created_to, types? } (at most ` +
    `${REPLAY_MAX_EVENTS} events, else 422 REPLAY_TOO_LARGE). Each event the endpoint subscribes to gets a new ` +
    'attempt due at once, with its original id and body (receivers deduplicate on webhook-id); an event with an ' +
    "attempt already waiting is not added twice. An id that is not the merchant's is 404 EVENT_NOT_FOUND; an " +
    'event older than the retention (EVENTS_RETENTION_DAYS, 30) is 404 EVENT_EXPIRED, as is a range that ends ' +
    'before it (a range reaching partly before it replays the events still kept).',
  tag: 'Webhooks',
  auth: 'bearer',
  scopes: ['webhooks:manage'],
  merchantScoped: true,
  body: ReplayEventsBody,
  responses: {
    202: { description: 'Queued', schema: z.object({ replay: ReplayResultSchema }) },
  },
  errors: [
    'VALIDATION_ERROR',
    'WEBHOOK_ENDPOINT_NOT_FOUND',
    'EVENT_NOT_FOUND',
    'EVENT_EXPIRED',
    'REPLAY_TOO_LARGE',
  ],
});
