import { z } from 'zod';
import { BoolQuery, PaginationQuery, Timestamp } from '@/server/core/schemas';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import { WebhookDeliverySchema } from '@/server/webhooks/schemas';
import { EVENT_TYPES } from '@/server/outbox/emit';

/** The events feed (GET /v1/events): the outbox as the merchant's integration sees it. */
export const EVENT_ID_PATTERN = /^evt_[0-9a-f]{24}$/;

export const ListEventsQuery = PaginationQuery.extend({
  type: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(EVENT_TYPES)).min(1))
    .optional()
    .meta({ description: 'Event types; repeat the parameter (type=a&type=b) or separate them with commas.' }),
  created_from: DateOrDateTime.optional(),
  created_to: DateOrDateTime.optional(),
  delivery_success: BoolQuery.optional().meta({
    description:
      'false: events that at least one endpoint has not accepted yet (failed or still waiting); true: every ' +
      'endpoint they were sent to accepted them (events sent to no endpoint count as true).',
  }),
});
export type ListEventsFilter = z.infer<typeof ListEventsQuery>;

export const EventSchema = z
  .object({
    id: z.string().meta({ description: "The event id, sent as the webhook-id header and the body's id." }),
    type: z.enum(EVENT_TYPES),
    created_at: Timestamp,
    data: z.record(z.string(), z.unknown()),
    pending_endpoints: z
      .number()
      .int()
      .meta({ description: 'Endpoints that have not accepted this event yet.' }),
  })
  .meta({ id: 'Event' });
export type EventDto = z.infer<typeof EventSchema>;

export const EventDeliveriesSchema = z
  .object({
    endpoint_id: z.string(),
    endpoint_url: z.string().nullable(),
    succeeded: z.boolean(),
    attempts: z.array(WebhookDeliverySchema).meta({ description: 'Oldest first.' }),
  })
  .meta({ id: 'EventEndpointDeliveries' });

export const EventDetailSchema = z.object({
  event: EventSchema.extend({
    body: z.string().meta({ description: 'The exact JSON body every delivery of this event sends.' }),
    deliveries: z.array(EventDeliveriesSchema),
  }),
});
export type EventDetailDto = z.infer<typeof EventDetailSchema>['event'];
