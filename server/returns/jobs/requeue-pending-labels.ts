import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/** Every minute: queues again the labels still pending after their render job should have finished. */
export const requeuePendingLabelsJob = defineJob({
  name: 'returns.requeue-pending-labels',
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 0, expireInSeconds: 60, policy: 'singleton' },
  schedule: '* * * * *',
  handler: async () => {
    const { requeuePendingLabels } = await import('../labels/queue-label');
    await requeuePendingLabels();
  },
});
