import { log } from '@/server/core/logger';
import { enqueue } from '@/server/jobs/queue';
import { renderShipmentDocumentsJob } from '../jobs/render-shipment-documents';

/**
 * Has the job queue render a shipment's labels and packing slip, once its transaction committed. Never throws:
 * a shipment is made whether or not the queue took the job, and documents still pending are queued again by
 * the shipment's retry (its Idempotency-Key's replay) and by the sweep (jobs/requeue-pending-documents.ts).
 */
export async function queueShipmentDocuments(shipmentId: string): Promise<void> {
  try {
    await enqueue(renderShipmentDocumentsJob, { shipment_id: shipmentId });
  } catch (err) {
    log.warn('shipment documents not queued; the sweep queues them', {
      shipment_id: shipmentId,
      error: (err as Error).message,
    });
  }
}
