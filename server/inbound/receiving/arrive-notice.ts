import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { assertNoticeTransition } from '../inbound-states';
import { loadInboundShipment, presentFull } from '../reads/read-notice';
import type { ArriveInput, InboundShipmentDto } from '../schemas';
import { recordNoticeStatus } from '../status-history';

/**
 * POST /ops/v1/inbound-shipments/{id}/_arrive: the delivery is at the dock (announced -> arrived), with how
 * many boxes came and a note; the merchant gets `inbound_shipment.arrived`.
 */
export async function arriveNotice(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  input: ArriveInput,
  actor: Actor,
): Promise<InboundShipmentDto> {
  return db.transaction(async (tx) => {
    const notice = await loadInboundShipment(tx, scope, noticeId, { forUpdate: true });
    const to = assertNoticeTransition(notice, 'arrive');
    const at = now();
    const [row] = await tx
      .update(inboundShipments)
      .set({
        status: to,
        arrivedAt: at,
        boxesArrived: input.boxes_arrived ?? null,
        arrivalNote: input.note ?? null,
        updatedAt: at,
      })
      .where(eq(inboundShipments.id, notice.id))
      .returning();
    await recordNoticeStatus(tx, {
      merchantId: notice.merchantId,
      noticeId: notice.id,
      from: notice.status,
      to,
      actor,
      note: input.note ?? null,
      details: { boxes_arrived: input.boxes_arrived ?? null },
      at,
    });
    await emitEvent(tx, {
      merchantId: notice.merchantId,
      type: 'inbound_shipment.arrived',
      orderingKey: notice.id,
      data: {
        inbound_shipment_id: notice.id,
        name: notice.name,
        merchant_reference: notice.merchantReference,
        expected_at: notice.expectedAt,
        boxes_announced: notice.boxCount,
        boxes_arrived: input.boxes_arrived ?? null,
        note: input.note ?? null,
        arrived_at: at.toISOString(),
      },
    });
    return presentFull(tx, row!);
  });
}
