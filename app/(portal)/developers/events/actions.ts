'use server';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, portalActor, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { EVENT_ID_PATTERN } from '@/server/workbench/events/schemas';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { utcFromDateTimeLocal } from '@/server/core/http/utc-date-time-input';
import { replayEvents } from '@/server/webhooks/replay';
import { ReplayEventsBody } from '@/server/webhooks/schemas';
import { rangeReplaySearch } from '@/server/workbench/events/range-replay-outcome';

/** "Replay to endpoint" on an event's page (POST /v1/webhook-endpoints/{id}/_replay with that event). */
export async function replayEventAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const eventId = String(formData.get('event_id') ?? '');
  await redirectAfterAction(
    (outcome) =>
      EVENT_ID_PATTERN.test(eventId)
        ? `/developers/events/${eventId}?${outcome}`
        : `/developers/events?${outcome}`,
    async () => {
      const r = await replayEvents(
        await getDb(),
        merchantId,
        String(formData.get('endpoint_id') ?? ''),
        { event_ids: [eventId] },
        portalActor(user),
      );
      return r.queued ? 'replayed=1' : r.already_pending ? 'replayed=pending' : 'replayed=not_subscribed';
    },
  );
}

/**
 * "Replay a time range to an endpoint" on the Events screen: POST /v1/webhook-endpoints/{id}/_replay with
 * created_from, created_to and types, through the same schema and operation (limits and error codes included).
 * The inputs are UTC, as every time the portal shows.
 */
export async function replayRangeAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const endpointId = String(formData.get('endpoint_id') ?? '');
  const types = formData.getAll('types').map(String);
  const parsed = ReplayEventsBody.safeParse({
    created_from: utcFromDateTimeLocal(formData.get('created_from')),
    created_to: utcFromDateTimeLocal(formData.get('created_to')),
    ...(types.length ? { types } : {}),
  });
  await redirectAfterAction(
    (outcome) => `/developers/events?${outcome}#range-replay`,
    async () => {
      if (!parsed.success) return 'error=VALIDATION_ERROR';
      const r = await replayEvents(await getDb(), merchantId, endpointId, parsed.data, portalActor(user));
      return rangeReplaySearch(endpointId, r);
    },
  );
}
