import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/server/jobs/define-job';
import { enqueue } from '@/server/jobs/queue';
import { deliverLane } from '../deliver-lane';

/**
 * Delivers one lane (endpoint + ordering key) in order (05 §5). A failed attempt schedules this job again at
 * its retry time; a lost job is re-sent by the sweep (dispatch-outbox-job). Two jobs of one lane are harmless:
 * the lane head is locked while it is claimed.
 */
export const deliverLaneJob = defineJob({
  name: 'webhooks.deliver-lane',
  payload: z.object({ endpointId: z.string(), orderingKey: z.string() }),
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  work: { localConcurrency: 4, pollingIntervalSeconds: 0.5 },
  handler: async ({ endpointId, orderingKey }) => {
    const again = await deliverLane(await getDb(), endpointId, orderingKey);
    if (again) await enqueue(deliverLaneJob, { endpointId, orderingKey }, { startAfter: again });
  },
});
