import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import { now } from '@/server/core/clock';
import { WAREHOUSE_SCOPE, merchantScope } from '@/server/core/resource-scope';
import { cancelNotice } from '@/server/inbound/notices/cancel-notice';
import { createNotice } from '@/server/inbound/notices/create-notice';
import { arriveNotice } from '@/server/inbound/receiving/arrive-notice';
import { closeNotice } from '@/server/inbound/receiving/close-notice';
import { recordReceipt } from '@/server/inbound/receiving/record-receipt';
import type { CreateNoticeInput, ReceiptLineInput } from '@/server/inbound/schemas';
import { DEMO_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR, demoProductIds } from './demo-lookups';

type Count = [sku: string, quantity: number, condition?: 'sellable' | 'damaged'];

const WAREHOUSE = { type: 'system' as const, id: null, label: 'demo warehouse' };
const day = (offset: number) => new Date(now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Inbound demo data of the demo merchant, a notice in every status: one announced for today (its box labels
 * ready to print), one arrived at the dock, one half counted, one processed with a short line and a damaged
 * box, one cancelled. Idempotent: skipped when the first one (PO-2026-301) exists.
 */
export async function seedInbound(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: inboundShipments.id })
    .from(inboundShipments)
    .where(
      and(
        eq(inboundShipments.merchantId, DEMO_MERCHANT_ID),
        eq(inboundShipments.merchantReference, 'PO-2026-301'),
      ),
    )
    .limit(1);
  if (done) return;
  const ids = await demoProductIds(db, [
    'NP-COF-500',
    'NP-COF-250',
    'NP-TEA-GRN',
    'NP-OAT-1KG',
    'NP-LIN-JAM',
    'NP-RYE-CRSP',
    'NP-MUG-ENM',
    'NP-GIFT-BOX',
  ]);
  if (!ids) return;
  const box = (...lines: [string, number][]) => ({
    lines: lines.map(([sku, quantity]) => ({ product: { id: ids.get(sku)! }, quantity })),
  });
  const announce = async (
    input: Omit<CreateNoticeInput, 'packaging'> & { packaging?: 'boxes' | 'pallets' },
  ) =>
    (
      await createNotice(
        db,
        DEMO_MERCHANT_ID,
        { packaging: 'boxes', ...input },
        {
          key: `demo-${input.merchant_reference}`,
          rawBody: null,
          actor: SEED_ACTOR,
        },
      )
    ).notice;
  const receive = (noticeId: string, boxCode: string | null, lines: Count[]) =>
    recordReceipt(
      db,
      WAREHOUSE_SCOPE,
      noticeId,
      {
        box: boxCode,
        lines: lines.map(([sku, quantity, condition]): ReceiptLineInput => ({
          product: { id: ids.get(sku)! },
          quantity,
          condition: condition ?? 'sellable',
          location: condition === 'damaged' ? 'QUAR-01' : 'B-02-01',
        })),
      },
      { key: null, rawBody: null, actor: WAREHOUSE },
    );

  await announce({
    name: 'Coffee restock from Kahiwa Roastery',
    merchant_reference: 'PO-2026-301',
    expected_at: day(0),
    carrier: 'DB Schenker',
    tracking_codes: ['SCH-771204'],
    boxes: [box(['NP-COF-500', 24]), box(['NP-COF-500', 24]), box(['NP-COF-250', 36])],
  });

  const oats = await announce({
    name: 'Oat flakes from Myllyn Paras',
    merchant_reference: 'PO-2026-298',
    expected_at: day(-1),
    packaging: 'pallets',
    boxes: [box(['NP-OAT-1KG', 120]), box(['NP-OAT-1KG', 120])],
  });
  await arriveNotice(
    db,
    WAREHOUSE_SCOPE,
    oats.id,
    { boxes_arrived: 2, note: 'Both pallets wrapped and intact.' },
    WAREHOUSE,
  );

  const jam = await announce({
    name: 'Jam and crispbread',
    merchant_reference: 'PO-2026-295',
    expected_at: day(-2),
    boxes: [
      box(['NP-LIN-JAM', 12]),
      box(['NP-LIN-JAM', 12]),
      box(['NP-RYE-CRSP', 20]),
      box(['NP-RYE-CRSP', 20]),
    ],
  });
  await arriveNotice(db, WAREHOUSE_SCOPE, jam.id, { boxes_arrived: 4 }, WAREHOUSE);
  await receive(jam.id, jam.boxes[0]!.code, [['NP-LIN-JAM', 12]]);
  await receive(jam.id, jam.boxes[2]!.code, [['NP-RYE-CRSP', 20]]);

  const mugs = await announce({
    name: 'Enamel mugs and green tea',
    merchant_reference: 'PO-2026-290',
    expected_at: day(-6),
    carrier: 'Posti',
    boxes: [box(['NP-MUG-ENM', 30]), box(['NP-MUG-ENM', 30]), box(['NP-TEA-GRN', 40])],
  });
  await arriveNotice(
    db,
    WAREHOUSE_SCOPE,
    mugs.id,
    { boxes_arrived: 3, note: 'Box 2 crushed on one corner.' },
    WAREHOUSE,
  );
  await receive(mugs.id, mugs.boxes[0]!.code, [['NP-MUG-ENM', 30]]);
  await receive(mugs.id, mugs.boxes[1]!.code, [
    ['NP-MUG-ENM', 26],
    ['NP-MUG-ENM', 4, 'damaged'],
  ]);
  await receive(mugs.id, mugs.boxes[2]!.code, [['NP-TEA-GRN', 34]]);
  await closeNotice(db, WAREHOUSE_SCOPE, mugs.id, { note: 'Tea box held 34 packs.' }, WAREHOUSE);

  const gifts = await announce({
    name: 'Gift boxes for the holidays',
    merchant_reference: 'PO-2026-287',
    expected_at: day(10),
    boxes: [box(['NP-GIFT-BOX', 50])],
  });
  await cancelNotice(db, merchantScope(DEMO_MERCHANT_ID), gifts.id, SEED_ACTOR);
}
