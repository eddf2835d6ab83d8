import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { assertNoticeTransition } from '../inbound-states';
import { loadInboundShipment, presentFull } from '../reads/read-notice';
import type { CloseInput, InboundShipmentDto } from '../schemas';
import { recordNoticeStatus } from '../status-history';
import { closeSummary, processedEventData } from './close-summary';

/**
 * POST /ops/v1/inbound-shipments/{id}/_close: arrived or receiving -> processed. The figures are final from
 * then on (a line counted short now shows `short`), no receipt is taken any more (409
 * INBOUND_SHIPMENT_CLOSED), and the merchant gets `inbound_shipment.processed` with every line's figures. A
 * notice short of units with boxes of which nothing was counted closes only with a note that says why.
 */
export async function closeNotice(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  input: CloseInput,
  actor: Actor,
): Promise<InboundShipmentDto> {
  return db.transaction(async (tx) => {
    const notice = await loadInboundShipment(tx, scope, noticeId, { forUpdate: true });
    const to = assertNoticeTransition(notice, 'close');
    const at = now();
    const closed = await presentFull(tx, {
      ...notice,
      status: to,
      processedAt: at,
      closeNote: input.note ?? null,
    });
    const summary = closeSummary(closed);
    if (summary.uncountedBoxes.length && summary.short > 0 && !input.note)
      throw new AppError('INBOUND_CLOSE_NOTE_REQUIRED', undefined, {
        details: { uncounted_boxes: summary.uncountedBoxes },
        validationErrors: [{ path: 'close.note', message: 'Say why some boxes were not counted.' }],
      });
    const [row] = await tx
      .update(inboundShipments)
      .set({ status: to, processedAt: at, closeNote: input.note ?? null, updatedAt: at })
      .where(eq(inboundShipments.id, notice.id))
      .returning();
    await recordNoticeStatus(tx, {
      merchantId: notice.merchantId,
      noticeId: notice.id,
      from: notice.status,
      to,
      actor,
      note: input.note ?? null,
      details: { units_received: summary.received, short: summary.short, over: summary.over },
      at,
    });
    await emitEvent(tx, {
      merchantId: notice.merchantId,
      type: 'inbound_shipment.processed',
      orderingKey: notice.id,
      data: processedEventData(closed),
    });
    return presentFull(tx, row!);
  });
}
