import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inboundBoxes, inboundShipments } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { merchantScope } from '@/server/core/resource-scope';
import { assertNoticeTransition } from '../inbound-states';
import { loadInboundShipment, presentFull } from '../reads/read-notice';
import type { InboundShipmentDto, UpdateNoticeInput } from '../schemas';
import { deleteBoxes, expectedUnitsOf, insertBoxes, resolveBoxes } from './write-boxes';

/**
 * PATCH /v1/inbound-shipments/{id}: while the notice is announced (409 INBOUND_SHIPMENT_NOT_EDITABLE after). An
 * absent field stays, null clears it; `boxes` replaces every box: a box sent with its `id` keeps its id and
 * code (its printed label stays valid), the others are new boxes with new codes, the missing ones are gone.
 */
export async function updateNotice(
  db: Db,
  merchantId: string,
  noticeId: string,
  input: UpdateNoticeInput,
  actor: Actor,
): Promise<InboundShipmentDto> {
  return db.transaction(async (tx) => {
    const scope = merchantScope(merchantId);
    const notice = await loadInboundShipment(tx, scope, noticeId, { forUpdate: true });
    assertNoticeTransition(notice, 'edit');
    const set: Partial<typeof inboundShipments.$inferInsert> = { updatedAt: now() };
    if (input.name !== undefined) set.name = input.name;
    if (input.merchant_reference !== undefined) set.merchantReference = input.merchant_reference;
    if (input.expected_at !== undefined) set.expectedAt = input.expected_at;
    if (input.carrier !== undefined) set.carrier = input.carrier;
    if (input.tracking_codes !== undefined) set.trackingCodes = input.tracking_codes ?? [];
    if (input.packaging !== undefined) set.packaging = input.packaging;
    if (input.notes !== undefined) set.notes = input.notes;
    if (input.boxes !== undefined) {
      const existing = await tx
        .select({ id: inboundBoxes.id, number: inboundBoxes.number, code: inboundBoxes.code })
        .from(inboundBoxes)
        .where(eq(inboundBoxes.inboundShipmentId, notice.id));
      const boxes = await resolveBoxes(
        tx,
        merchantId,
        input.boxes,
        'inbound_shipment.boxes',
        new Map(existing.map((b) => [b.id, b.number])),
      );
      await deleteBoxes(tx, notice.id);
      await insertBoxes(tx, notice, boxes, new Map(existing.map((b) => [b.id, b.code])));
      set.boxCount = boxes.length;
      set.expectedUnits = expectedUnitsOf(boxes);
    }
    const [row] = await tx
      .update(inboundShipments)
      .set(set)
      .where(eq(inboundShipments.id, notice.id))
      .returning();
    await recordActivity(tx, {
      merchantId,
      entityType: 'inbound_shipment',
      entityId: notice.id,
      action: 'edited',
      actor,
      details: { fields: Object.keys(input) },
    });
    return presentFull(tx, row!);
  });
}
