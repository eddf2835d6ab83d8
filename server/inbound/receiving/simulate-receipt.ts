import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { assertSandbox } from '@/server/merchants/sandbox';
import { readInboundShipment } from '../reads/read-notice';
import type { InboundShipmentDto, SimulateReceiveInput } from '../schemas';
import { arriveNotice } from './arrive-notice';
import { closeNotice } from './close-notice';
import { recordReceipt } from './record-receipt';

/**
 * POST /v1/simulations/inbound-shipments/{id}/_receive (sandbox only): the warehouse's own operations, one
 * after another: the arrival (when still announced), one receipt per box of what the notice announced (less
 * the units `short` names, taken from the last boxes first) at the location SANDBOX-IN, then the close, so
 * `inbound_shipment.arrived` and `inbound_shipment.processed` follow as in production.
 */
export async function simulateNoticeReceipt(
  db: Db,
  merchantId: string,
  noticeId: string,
  input: SimulateReceiveInput,
  actor: Actor,
): Promise<InboundShipmentDto> {
  await assertSandbox(db, merchantId);
  const scope = merchantScope(merchantId);
  const who = { ...actor, label: `${actor.label ?? actor.type} (simulation)` };
  let notice = await readInboundShipment(db, scope, noticeId);
  if (notice.status === 'announced')
    notice = await arriveNotice(db, scope, noticeId, { boxes_arrived: notice.boxes.length }, who);
  const short = new Map<string, number>();
  for (const s of input.short ?? []) short.set(s.sku, (short.get(s.sku) ?? 0) + s.quantity);
  const boxes = [...notice.boxes].reverse().map((b) => ({
    code: b.code,
    lines: b.lines.map((l) => {
      const left = short.get(l.sku ?? '') ?? 0;
      const missing = Math.min(left, l.quantity);
      if (missing) short.set(l.sku!, left - missing);
      return {
        productId: l.product_id,
        quantity: l.quantity - missing,
        batch: l.batch_number,
        bestBefore: l.best_before,
      };
    }),
  }));
  for (const box of boxes.reverse()) {
    const lines = box.lines.filter((l) => l.quantity > 0);
    if (!lines.length) continue;
    await recordReceipt(
      db,
      scope,
      noticeId,
      {
        box: box.code,
        lines: lines.map((l) => ({
          product: { id: l.productId },
          quantity: l.quantity,
          condition: 'sellable' as const,
          location: 'SANDBOX-IN',
          batch_number: l.batch,
          best_before: l.bestBefore,
        })),
      },
      { key: null, rawBody: null, actor: who },
    );
  }
  const missing = (input.short ?? []).reduce((n, s) => n + s.quantity, 0);
  return closeNotice(
    db,
    scope,
    noticeId,
    { note: missing ? 'Simulated receipt, short as asked.' : null },
    who,
  );
}
