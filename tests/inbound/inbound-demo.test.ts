import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { inboundShipments } from '@/db/schema';
import { merchantScope } from '@/server/core/resource-scope';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';
import { seedInbound } from '@/server/demo/seed-inbound';
import { readInboundShipment } from '@/server/inbound/reads/read-notice';

describe('inbound demo data', () => {
  it('seeds a notice in every status for the demo merchant, once', async () => {
    const db = await getDb();
    // the steps inbound needs (its products), then inbound's own
    const needed = ['accounts', 'catalog', 'products', 'inbound'];
    await seedDemo(
      db,
      SEED_STEPS.filter((step) => needed.includes(step.name)),
    );
    await seedInbound(db); // again: nothing more
    const rows = await db
      .select({
        id: inboundShipments.id,
        ref: inboundShipments.merchantReference,
        status: inboundShipments.status,
      })
      .from(inboundShipments)
      .where(
        and(eq(inboundShipments.merchantId, DEMO_MERCHANT_ID), isNotNull(inboundShipments.merchantReference)),
      )
      .orderBy(inboundShipments.merchantReference);
    expect(rows.map((r) => [r.ref, r.status])).toEqual([
      ['PO-2026-287', 'cancelled'],
      ['PO-2026-290', 'processed'],
      ['PO-2026-295', 'receiving'],
      ['PO-2026-298', 'arrived'],
      ['PO-2026-301', 'announced'],
    ]);
    const processed = await readInboundShipment(db, merchantScope(DEMO_MERCHANT_ID), rows[1]!.id);
    expect(processed.lines.map((l) => l.discrepancy)).toEqual(['damaged', 'short']);
    expect(processed.boxes.map((b) => b.discrepancy)).toEqual([null, 'damaged', 'short']);
    const half = await readInboundShipment(db, merchantScope(DEMO_MERCHANT_ID), rows[2]!.id);
    expect(half.totals).toMatchObject({
      boxes: 4,
      boxes_received: 2,
      received_quantity: 32,
      expected_quantity: 64,
    });
  });
});
