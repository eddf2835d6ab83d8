import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * Renders a shipment's shipping labels (one per parcel) and its packing slip. Idempotent: a shipment whose
 * documents are finished is left alone, and the files are attached under the shipment's row lock, so two
 * overlapping runs attach one set.
 */
export const renderShipmentDocumentsJob = defineJob({
  name: 'outbound.render-shipment-documents',
  payload: z.object({ shipment_id: z.string() }),
  queue: { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  work: { localConcurrency: 2, pollingIntervalSeconds: 0.5 },
  handler: async ({ shipment_id }) => {
    const { produceShipmentDocuments } = await import('../documents/produce-documents');
    await produceShipmentDocuments(shipment_id);
  },
});
