import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { assertNoticeTransition } from '../inbound-states';
import { loadInboundShipment, presentFull } from '../reads/read-notice';
import type { InboundShipmentDto } from '../schemas';
import { recordNoticeStatus } from '../status-history';

/** POST /v1/inbound-shipments/{id}/_cancel: announced -> cancelled (409 INBOUND_SHIPMENT_NOT_CANCELLABLE after). */
export async function cancelNotice(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  actor: Actor,
): Promise<InboundShipmentDto> {
  return db.transaction(async (tx) => {
    const notice = await loadInboundShipment(tx, scope, noticeId, { forUpdate: true });
    const to = assertNoticeTransition(notice, 'cancel');
    const at = now();
    const [row] = await tx
      .update(inboundShipments)
      .set({ status: to, cancelledAt: at, updatedAt: at })
      .where(eq(inboundShipments.id, notice.id))
      .returning();
    await recordNoticeStatus(tx, {
      merchantId: notice.merchantId,
      noticeId: notice.id,
      from: notice.status,
      to,
      actor,
      at,
    });
    return presentFull(tx, row!);
  });
}
