import type { Db } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { runIdempotent, type StoredResult } from '@/server/core/idempotency';
import { newId } from '@/server/core/ids';
import { merchantScope } from '@/server/core/resource-scope';
import { readInboundShipment } from '../reads/read-notice';
import type { CreateNoticeInput, InboundShipmentDto } from '../schemas';
import { recordNoticeStatus } from '../status-history';
import { expectedUnitsOf, insertBoxes, resolveBoxes } from './write-boxes';

export const CREATE_NOTICE_OPERATION = 'inbound_notice';

interface CreateResult extends StoredResult {
  status: 201;
  body: { id: string };
}

/**
 * POST /v1/inbound-shipments: the merchant announces a delivery, box by box (docs/decisions/inbound.md). The
 * notice, its boxes (each with a code for its label) and lines, and its first status (`announced`) are one
 * transaction. With an Idempotency-Key one key is one notice: the key row is written in that transaction, a
 * retry (or a parallel request with the key) answers the same notice as it is now, with `replayed`.
 */
export async function createNotice(
  db: Db,
  merchantId: string,
  input: CreateNoticeInput,
  opts: { key: string | null; rawBody: unknown; actor: Actor },
): Promise<{ notice: InboundShipmentDto; replayed: boolean }> {
  const { result, replayed } = await runIdempotent<CreateResult>({
    db,
    merchantId,
    operation: CREATE_NOTICE_OPERATION,
    key: opts.key,
    body: opts.rawBody ?? input,
    whenInProgress: 'wait',
    execute: async (tx) => {
      const boxes = await resolveBoxes(tx, merchantId, input.boxes);
      const id = newId();
      await tx.insert(inboundShipments).values({
        id,
        merchantId,
        name: input.name,
        status: 'announced',
        source: 'notice',
        merchantReference: input.merchant_reference ?? null,
        expectedAt: input.expected_at ?? null,
        carrier: input.carrier ?? null,
        trackingCodes: input.tracking_codes ?? [],
        packaging: input.packaging,
        notes: input.notes ?? null,
        boxCount: boxes.length,
        expectedUnits: expectedUnitsOf(boxes),
      });
      await insertBoxes(tx, { id, merchantId }, boxes);
      await recordNoticeStatus(tx, {
        merchantId,
        noticeId: id,
        from: null,
        to: 'announced',
        actor: opts.actor,
      });
      return { status: 201, body: { id }, resourceId: id };
    },
    replay: async (stored) => ({
      status: 201,
      body: { id: stored.resourceId! },
      resourceId: stored.resourceId,
    }),
  });
  return { notice: await readInboundShipment(db, merchantScope(merchantId), result.body.id), replayed };
}
