import { z } from 'zod';
import { EVENT_TYPES } from '@/server/outbox/emit';
import { PaginationQuery, Timestamp } from '@/server/core/schemas';
import { config } from '@/server/core/config';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import { knownVersions } from '@/server/api/versions';

/**
 * A webhook target's form (04 E19): an absolute URL whose scheme is https, or http when
 * WEBHOOKS_ALLOW_INSECURE=1. Anything else is a malformed body (400 VALIDATION_ERROR at the field); a
 * well-formed URL whose host is refused is WEBHOOK_URL_NOT_ALLOWED (url-guard.ts).
 */
export function webhookUrlProblem(raw: string): string | null {
  if (!URL.canParse(raw)) return 'Must be an absolute URL.';
  const scheme = new URL(raw).protocol;
  if (scheme === 'https:') return null;
  if (scheme === 'http:' && config.webhooksAllowInsecure) return null;
  return config.webhooksAllowInsecure ? 'Must be an https or http URL.' : 'Must be an https URL.';
}

/** Webhook endpoints and their delivery log (05 §5, 04 E14). */
export const CreateWebhookEndpointBody = z.object({
  webhook_endpoint: z.object({
    url: z
      .string()
      .trim()
      .max(2000, 'At most 2000 characters.')
      .superRefine((u, ctx) => {
        const problem = webhookUrlProblem(u);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    event_types: z.array(z.enum(EVENT_TYPES)).min(1, 'Give at least one event type.'),
    description: z.string().trim().max(500, 'At most 500 characters.').nullish(),
    api_version: z
      .enum(knownVersions() as [string, ...string[]])
      .optional()
      .meta({ description: 'The API version its events are rendered in (default: the newest).' }),
  }),
});
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointBody>['webhook_endpoint'];

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    event_types: z.array(z.string()),
    description: z.string().nullable(),
    secret: z.string().optional().meta({ description: 'whsec_…: only in the create response.' }),
    active: z.boolean(),
    created_at: Timestamp,
    api_version: z.string().meta({ description: 'The API version its events are rendered in.' }),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointDto = z.infer<typeof WebhookEndpointSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed', 'cancelled'] as const;

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int(),
    status: z.enum(DELIVERY_STATUSES),
    response_status: z.number().int().nullable(),
    error: z.string().nullable(),
    next_attempt_at: Timestamp.nullable().meta({ description: 'When a pending attempt is due.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliverySchema>;

export const ListDeliveriesQuery = PaginationQuery.extend({
  status: z.enum(DELIVERY_STATUSES).optional(),
});

/** POST /v1/webhook-endpoints/{id}/_replay: at most this many ids, and at most REPLAY_MAX_EVENTS in a range. */
export const REPLAY_MAX_IDS = 100;
export const REPLAY_MAX_EVENTS = 1000;

export const ReplayEventsBody = z
  .object({
    event_ids: z
      .array(z.string().max(64))
      .min(1, 'Give at least one event id.')
      .max(REPLAY_MAX_IDS, `At most ${REPLAY_MAX_IDS} event ids.`)
      .optional(),
    created_from: DateOrDateTime.optional(),
    created_to: DateOrDateTime.optional(),
    types: z.array(z.enum(EVENT_TYPES)).min(1).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const range = b.created_from !== undefined || b.created_to !== undefined || b.types !== undefined;
    if (b.event_ids && range)
      ctx.addIssue({
        code: 'custom',
        path: ['event_ids'],
        message: 'Give event_ids or a time range, not both.',
      });
    if (!b.event_ids && !range)
      ctx.addIssue({
        code: 'custom',
        path: ['event_ids'],
        message: 'Give event_ids or created_from and created_to.',
      });
    if (!b.event_ids && range) {
      if (!b.created_from)
        ctx.addIssue({ code: 'custom', path: ['created_from'], message: 'Required with a range.' });
      if (!b.created_to)
        ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'Required with a range.' });
    }
  })
  .meta({
    description:
      `Either event_ids (1-${REPLAY_MAX_IDS}) or a range created_from..created_to (dates or date-times, at most ` +
      `${REPLAY_MAX_EVENTS} events) with optional types.`,
  });
export type ReplayEventsInput = z.infer<typeof ReplayEventsBody>;

export const ReplayResultSchema = z
  .object({
    queued: z.number().int().meta({ description: 'New attempts added, due at once.' }),
    already_pending: z
      .number()
      .int()
      .meta({ description: 'Events with an attempt to this endpoint already waiting (not added twice).' }),
    not_subscribed: z
      .number()
      .int()
      .meta({ description: 'Events of a type the endpoint does not subscribe to (not sent).' }),
    event_ids: z.array(z.string()).meta({ description: 'The events queued.' }),
  })
  .meta({ id: 'WebhookReplay' });
export type ReplayResultDto = z.infer<typeof ReplayResultSchema>;
