import { isId } from '@/server/core/ids';
import type { ReplayResultDto } from '@/server/webhooks/schemas';

/** What a range replay from the Events screen queued, carried in the address of the redirect after the post. */
export interface RangeReplayOutcome {
  endpointId: string;
  queued: number;
  alreadyPending: number;
  notSubscribed: number;
}

/** The search string of the redirect after a range replay (only numbers and the endpoint's id). */
export function rangeReplaySearch(endpointId: string, r: ReplayResultDto): string {
  return new URLSearchParams({
    replay_endpoint: endpointId,
    replay_queued: String(r.queued),
    replay_already_pending: String(r.already_pending),
    replay_not_subscribed: String(r.not_subscribed),
  }).toString();
}

function count(v: string | string[] | undefined): number | null {
  return typeof v === 'string' && /^\d{1,7}$/.test(v) ? Number(v) : null;
}

/** The outcome read back from the screen's address; null unless every part is well formed. */
export function rangeReplayFromSearch(
  sp: Record<string, string | string[] | undefined>,
): RangeReplayOutcome | null {
  const endpointId = sp.replay_endpoint;
  const [queued, alreadyPending, notSubscribed] = [
    count(sp.replay_queued),
    count(sp.replay_already_pending),
    count(sp.replay_not_subscribed),
  ];
  if (typeof endpointId !== 'string' || !isId(endpointId)) return null;
  if (queued === null || alreadyPending === null || notSubscribed === null) return null;
  return { endpointId, queued, alreadyPending, notSubscribed };
}
