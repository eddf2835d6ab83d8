import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { inboundBoxes, merchants } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { loadInboundShipment } from '../reads/read-notice';
import { renderBoxLabels } from './render-box-labels';

/**
 * GET /v1/inbound-shipments/{id}/box-labels: the notice's labels, rendered when asked (they are cheap and
 * follow the notice's boxes as they are now). A shipment without boxes (a split's, a return's) has none.
 */
export async function boxLabelsPdf(
  db: DbOrTx,
  scope: ResourceScope,
  noticeId: string,
  layout: 'a6' | 'a4',
): Promise<{ pdf: Uint8Array; filename: string }> {
  const notice = await loadInboundShipment(db, scope, noticeId);
  const boxes = await db
    .select({ code: inboundBoxes.code, number: inboundBoxes.number, reference: inboundBoxes.reference })
    .from(inboundBoxes)
    .where(eq(inboundBoxes.inboundShipmentId, notice.id))
    .orderBy(asc(inboundBoxes.number));
  if (!boxes.length) throw new AppError('INBOUND_SHIPMENT_HAS_NO_BOXES');
  const [merchant] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, notice.merchantId));
  const pdf = await renderBoxLabels({
    merchantName: merchant?.name ?? notice.merchantId,
    noticeName: notice.name,
    merchantReference: notice.merchantReference,
    expectedAt: notice.expectedAt,
    packaging: notice.packaging === 'pallets' ? 'pallets' : 'boxes',
    total: boxes.length,
    boxes,
    layout,
  });
  return { pdf, filename: `box-labels-${notice.id}${layout === 'a4' ? '-a4' : ''}.pdf` };
}

/** The labels as an HTTP answer (the API's route and the portal's download). */
export function pdfResponse(file: { pdf: Uint8Array; filename: string }): Response {
  return new Response(Buffer.from(file.pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}
