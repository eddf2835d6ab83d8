import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * Renders one return label (04 C3). Idempotent: a finished label is left alone. A run whose instance died (or
 * lost the database) leaves the label processing; pg-boss retries the job once it expires (30 s; rendering
 * takes about 2 s), and the retry resumes that label. docs/decisions/faults.md, scenario 4.
 */
export const renderReturnLabelJob = defineJob({
  name: 'returns.render-return-label',
  payload: z.object({ label_id: z.string() }),
  queue: { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 },
  work: { localConcurrency: 2, pollingIntervalSeconds: 0.5 },
  handler: async ({ label_id }, { retryCount }) => {
    const { produceLabel } = await import('../labels/produce-label');
    await produceLabel(label_id, { resume: retryCount > 0 });
  },
});
