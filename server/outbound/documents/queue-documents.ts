import { enqueue } from '@/server/jobs/queue';
import { renderShipmentDocumentsJob } from '../jobs/render-shipment-documents';

/** Has the job queue render a shipment's labels and packing slip (after the shipment committed). */
export async function queueShipmentDocuments(shipmentId: string): Promise<void> {
  await enqueue(renderShipmentDocumentsJob, { shipment_id: shipmentId });
}
