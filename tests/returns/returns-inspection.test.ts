import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  files,
  inboundShipmentLines,
  outboxEvents,
  products,
  returnAttachments,
  stockUnits,
} from '@/db/schema';
import { setConditionDefaults } from '@/server/returns/lines/condition-defaults';
import { createProduct } from '../support/data';
import {
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { arrive, createReturnViaApi } from '../support/returns-data';

const inspect = (op: OperatorFixture, id: string, itemId: string, inspection: unknown, merchant?: string) =>
  op.api('POST', `/ops/v1/order-returns/${id}/items/${itemId}/_inspect`, {
    body: { inspection },
    merchant,
  });
const decide = (m: MerchantFixture, id: string, merchant_decision: unknown) =>
  m.api('POST', `/v1/order-returns/${id}/_merchant-decision`, { body: { merchant_decision } });
const ops = (op: OperatorFixture, id: string, action: string) =>
  op.api('POST', `/ops/v1/order-returns/${id}/${action}`);

async function stockOf(productId: string) {
  const db = await getDb();
  const units = await db
    .select({ state: stockUnits.state, n: sql<number>`count(*)::int` })
    .from(stockUnits)
    .where(eq(stockUnits.productId, productId))
    .groupBy(stockUnits.state);
  const [p] = await db.select().from(products).where(eq(products.id, productId));
  return {
    units: Object.fromEntries(units.map((u) => [u.state, Number(u.n)])),
    figures: { on_hand: p!.onHand, reserved: p!.reserved, available: p!.available },
  };
}

async function inspectedEvents(returnId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'order_return.inspected'), eq(outboxEvents.orderingKey, returnId)))
    .orderBy(asc(outboxEvents.seq));
}

/** A return of three lines, arrived: 2 x A, 1 x B, 3 x C. */
async function arrivedReturn() {
  const m = await merchantFixture();
  const op = await operatorFixture();
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(m.merchantId)));
  const r = await createReturnViaApi(m, {
    items: [
      { product: { id: a!.id }, quantity: 2, return_reason: { code: 'size_too_large' } },
      { product: { id: b!.id }, quantity: 1, return_reason: { code: 'damaged_in_transit' } },
      { product: { id: c!.id }, quantity: 3 },
    ],
  });
  await arrive(op, r.id);
  return { m, op, r, a: a!, b: b!, c: c!, lines: r.items.map((i: any) => i.id as string) };
}

describe('POST /ops/v1/order-returns/{id}/items/{itemId}/_inspect (docs/decisions/returns.md "Inspection")', () => {
  it('records received quantity and condition, flags a discrepancy, and writes order_return.inspected', async () => {
    const { m, op, r, a, lines } = await arrivedReturn();
    const res = await inspect(op, r.id, lines[0]!, {
      received_quantity: 1,
      condition: 'opened_sellable',
      note: 'Box opened, item fine',
    });
    expect(res.status).toBe(200);
    const line = res.body.order_return.items[0];
    expect(line).toMatchObject({
      expected_quantity: 2,
      received_quantity: 1,
      inspection: { received_quantity: 1, condition: 'opened_sellable', note: 'Box opened, item fine' },
    });
    expect(typeof line.inspection.inspected_at).toBe('string');
    expect(res.body.order_return.discrepancy).toBe(true);
    expect(res.body.order_return.items[1].inspection).toBeNull();

    const merchantView = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(merchantView.body.order_return.items[0].inspection.condition).toBe('opened_sellable');
    expect(
      (await m.api('GET', '/v1/order-returns?discrepancy=true')).body.order_returns.map((x: any) => x.id),
    ).toEqual([r.id]);
    expect((await m.api('GET', '/v1/order-returns?discrepancy=false')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/order-returns?condition=opened_sellable')).body.total).toBe(1);
    expect((await m.api('GET', '/v1/order-returns?condition=damaged')).body.total).toBe(0);
    expect(
      (await op.api('GET', `/ops/v1/order-returns?merchant_id=${m.merchantId}&discrepancy=true`)).body.total,
    ).toBe(1);

    const events = await inspectedEvents(r.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.merchantId).toBe(m.merchantId);
    expect((events[0]!.payload as any).data).toMatchObject({
      order_return_id: r.id,
      item_id: lines[0],
      product_id: a.id,
      condition: 'opened_sellable',
      expected_quantity: 2,
      received_quantity: 1,
      discrepancy: true,
    });

    // a later inspection replaces the earlier one; matching quantities clear the flag
    const again = await inspect(op, r.id, lines[0]!, { received_quantity: 2, condition: 'sellable' });
    expect(again.status).toBe(200);
    expect(again.body.order_return.items[0].inspection).toMatchObject({ condition: 'sellable', note: null });
    expect(again.body.order_return.discrepancy).toBe(false);
    expect(await inspectedEvents(r.id)).toHaveLength(2);
  });

  it('refuses contradictory or malformed inspections with 400 VALIDATION_ERROR, changing nothing', async () => {
    const { op, r, lines } = await arrivedReturn();
    const cases: [unknown, string][] = [
      [{ received_quantity: 1, condition: 'missing' }, 'inspection.received_quantity'],
      [{ received_quantity: 0, condition: 'damaged' }, 'inspection.condition'],
      [{ received_quantity: -1, condition: 'damaged' }, 'inspection.received_quantity'],
      [{ received_quantity: 1, condition: 'broken' }, 'inspection.condition'],
      [{ condition: 'sellable' }, 'inspection.received_quantity'],
      [{ received_quantity: 1, condition: 'sellable', note: 'x'.repeat(2001) }, 'inspection.note'],
    ];
    for (const [body, path] of cases) {
      const res = await inspect(op, r.id, lines[1]!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    expect(await inspectedEvents(r.id)).toHaveLength(0);
    const ok = await inspect(op, r.id, lines[1]!, { received_quantity: 0, condition: 'missing' });
    expect(ok.status).toBe(200);
    expect(ok.body.order_return.discrepancy).toBe(true);
  });

  it('answers 409 ORDER_RETURN_NOT_INSPECTABLE before arrival and after release', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    const early = await inspect(op, r.id, r.items[0].id, { received_quantity: 1, condition: 'sellable' });
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('ORDER_RETURN_NOT_INSPECTABLE');
    await arrive(op, r.id);
    await decide(m, r.id, { code: 'to_shelf' });
    // accepted: still inspectable
    expect(
      (await inspect(op, r.id, r.items[0].id, { received_quantity: 1, condition: 'sellable' })).status,
    ).toBe(200);
    expect((await ops(op, r.id, '_release')).status).toBe(200);
    const late = await inspect(op, r.id, r.items[0].id, { received_quantity: 1, condition: 'damaged' });
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ORDER_RETURN_NOT_INSPECTABLE');
    const read = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.body.order_return.items[0].inspection.condition).toBe('sellable');
  });

  it("keeps to the merchant: another merchant's header is 404, an unknown line 404, a merchant client 403", async () => {
    const { m, op, r, a, lines } = await arrivedReturn();
    const other = await merchantFixture();
    const cross = await inspect(
      op,
      r.id,
      lines[0]!,
      { received_quantity: 1, condition: 'sellable' },
      other.merchantId,
    );
    expect(cross.status).toBe(404);
    expect(cross.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const unknown = await inspect(op, r.id, 'ffffffffffffffffffffffff', {
      received_quantity: 1,
      condition: 'sellable',
    });
    // a line of another of the merchant's returns is not this return's line
    const second = await createReturnViaApi(m, { items: [{ product: { id: a.id }, quantity: 1 }] });
    const foreignLine = await inspect(op, r.id, second.items[0].id, {
      received_quantity: 1,
      condition: 'sellable',
    });
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    const merchantClient = await m.api('POST', `/ops/v1/order-returns/${r.id}/items/${lines[0]}/_inspect`, {
      body: { inspection: { received_quantity: 1, condition: 'sellable' } },
    });
    expect(merchantClient.status).toBe(403);
    expect(await inspectedEvents(r.id)).toHaveLength(0);
  });

  it('shelves by condition at completion: sellable units free, damaged units blocked, missing ones nowhere', async () => {
    const { m, op, r, a, b, c, lines } = await arrivedReturn();
    await inspect(op, r.id, lines[0]!, { received_quantity: 2, condition: 'sellable' });
    await inspect(op, r.id, lines[1]!, {
      received_quantity: 1,
      condition: 'damaged',
      note: 'Crushed corner',
    });
    await inspect(op, r.id, lines[2]!, { received_quantity: 0, condition: 'missing' });
    expect((await decide(m, r.id, { code: 'to_shelf' })).status).toBe(200);
    const released = await ops(op, r.id, '_release');
    expect(released.status).toBe(200);
    const db = await getDb();
    const shipmentLines = await db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, released.body.order_return.inbound_shipment.id))
      .orderBy(asc(inboundShipmentLines.position));
    expect(shipmentLines.map((l) => [l.productId, l.quantity, l.unitState])).toEqual([
      [a.id, 2, 'on_shelf'],
      [b.id, 1, 'blocked'],
    ]);
    expect((await ops(op, r.id, '_complete')).status).toBe(200);
    expect(await stockOf(a.id)).toEqual({
      units: { on_shelf: 2 },
      figures: { on_hand: 2, reserved: 0, available: 2 },
    });
    expect(await stockOf(b.id)).toEqual({
      units: { blocked: 1 },
      figures: { on_hand: 1, reserved: 0, available: 0 },
    });
    expect(await stockOf(c.id)).toEqual({ units: {}, figures: { on_hand: 0, reserved: 0, available: 0 } });
  });

  it("applies the merchant's default per condition (damaged -> destroy) where no line decision was given", async () => {
    const { m, op, r, a, b, lines } = await arrivedReturn();
    const db = await getDb();
    await setConditionDefaults(
      db,
      m.merchantId,
      { damaged: 'destroy', missing: 'resend' },
      {
        type: 'user',
        id: 'u1',
        label: 'admin@example.com',
      },
    );
    await inspect(op, r.id, lines[0]!, { received_quantity: 2, condition: 'sellable' });
    await inspect(op, r.id, lines[1]!, { received_quantity: 1, condition: 'damaged' });
    await inspect(op, r.id, lines[2]!, { received_quantity: 0, condition: 'missing' });
    const decided = await decide(m, r.id, { code: 'to_shelf' });
    // resend is not allowed under to_shelf: the missing line keeps the whole code's default
    expect(decided.body.order_return.items.map((i: any) => i.merchant_decision.code)).toEqual([
      'to_shelf',
      'destroy',
      'to_shelf',
    ]);
    // an explicit line decision wins over the default
    const explicit = await decide(m, r.id, {
      code: 'to_shelf',
      items: [{ id: lines[1], code: 'to_shelf' }],
    });
    expect(explicit.body.order_return.items[1].merchant_decision.code).toBe('to_shelf');
    await decide(m, r.id, { code: 'to_shelf' });
    await ops(op, r.id, '_release');
    await ops(op, r.id, '_complete');
    expect((await stockOf(a.id)).units).toEqual({ on_shelf: 2 });
    expect((await stockOf(b.id)).units).toEqual({});
  });

  it('ties an attachment to a line; an unknown line is 404 and stores no file', async () => {
    const { m, op, r, lines } = await arrivedReturn();
    const fd = () => {
      const f = new FormData();
      f.set('file', new File([Buffer.from('89504e47', 'hex')], 'dent.png', { type: 'image/png' }));
      f.set('purpose', 'damage_evidence');
      return f;
    };
    const withLine = fd();
    withLine.set('item_id', lines[1]!);
    const res = await op.api('POST', `/ops/v1/order-returns/${r.id}/attachments`, { rawBody: withLine });
    expect(res.status).toBe(201);
    expect(res.body.attachment.item_id).toBe(lines[1]);
    const whole = await op.api('POST', `/ops/v1/order-returns/${r.id}/attachments`, { rawBody: fd() });
    expect(whole.body.attachment.item_id).toBeNull();
    const listed = await m.api('GET', `/v1/order-returns/${r.id}/attachments`);
    expect(listed.body.attachments.map((x: any) => x.item_id)).toEqual([lines[1], null]);

    const db = await getDb();
    const filesBefore = (await db.select().from(files).where(eq(files.merchantId, m.merchantId))).length;
    const bad = fd();
    bad.set('item_id', 'ffffffffffffffffffffffff');
    const refused = await op.api('POST', `/ops/v1/order-returns/${r.id}/attachments`, { rawBody: bad });
    expect(refused.status).toBe(404);
    expect(refused.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    expect((await db.select().from(files).where(eq(files.merchantId, m.merchantId))).length).toBe(
      filesBefore,
    );
    expect(
      (await db.select().from(returnAttachments).where(eq(returnAttachments.orderReturnId, r.id))).length,
    ).toBe(2);
  });

  it('serialises an inspection racing the release: the release uses it, or it is refused with 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { m, op, r, b, lines } = await arrivedReturn();
      await decide(m, r.id, { code: 'to_shelf' });
      const [insp, rel] = await Promise.all([
        inspect(op, r.id, lines[1]!, { received_quantity: 1, condition: 'defective' }),
        ops(op, r.id, '_release'),
      ]);
      expect(rel.status).toBe(200);
      const db = await getDb();
      const [line] = await db
        .select()
        .from(inboundShipmentLines)
        .where(
          and(
            eq(inboundShipmentLines.inboundShipmentId, rel.body.order_return.inbound_shipment.id),
            eq(inboundShipmentLines.productId, b.id),
          ),
        );
      if (insp.status === 200) expect(line!.unitState).toBe('blocked');
      else {
        expect(insp.status).toBe(409);
        expect(insp.body.error_code).toBe('ORDER_RETURN_NOT_INSPECTABLE');
        expect(line!.unitState).toBe('on_shelf');
      }
      expect(await inspectedEvents(r.id)).toHaveLength(insp.status === 200 ? 1 : 0);
    }
  });
});
