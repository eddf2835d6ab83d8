'use server';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, portalActor, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { EVENT_ID_PATTERN } from '@/server/events/schemas';
import { redirectAfterAction } from '@/server/portal/redirect-after-action';
import { replayEvents } from '@/server/webhooks/replay';

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
