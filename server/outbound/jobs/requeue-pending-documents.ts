import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * Every minute: queues again the documents of shipments still pending after their render job should have
 * finished (a queue that refused the job after the shipment committed, a job that ran out of retries while the
 * database was away). The render job is idempotent, so a shipment queued twice gets one set of documents.
 */
export const requeuePendingDocumentsJob = defineJob({
  name: 'outbound.requeue-pending-documents',
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 0, expireInSeconds: 60, policy: 'singleton' },
  schedule: '* * * * *',
  handler: async () => {
    const { requeuePendingDocuments } = await import('../documents/requeue-pending');
    await requeuePendingDocuments();
  },
});
