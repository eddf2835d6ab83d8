import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/** Renders one return label (04 C3). Idempotent: a label no longer pending is left alone. */
export const renderReturnLabelJob = defineJob({
  name: 'returns.render-return-label',
  payload: z.object({ label_id: z.string() }),
  queue: { retryLimit: 0, expireInSeconds: 120 },
  work: { localConcurrency: 2, pollingIntervalSeconds: 0.5 },
  handler: async ({ label_id }) => {
    const { produceLabel } = await import('../labels/produce-label');
    await produceLabel(label_id);
  },
});
