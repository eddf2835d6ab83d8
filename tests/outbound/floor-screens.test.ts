import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { isAppError } from '@/server/core/errors';
import { formDataToObject } from '@/server/core/http/form-state';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { renderPackingSlipPdf } from '@/server/outbound/documents/render-documents';
import { groupPickList, pickGroupOrders, type PickUnitForGroup } from '@/server/outbound/pick-list-groups';
import { scanMessage, scanUnit, stepLine } from '@/server/outbound/scan-unit';
import { reportProblem as reportProblemDomain } from '@/server/outbound/report-problem';
import { ReportProblemBody } from '@/server/outbound/schemas';
import { orderTimeline } from '@/server/orders/reads/order-timeline';
import { trackingLinks } from '@/server/shipments/carriers';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

/** The warehouse floor's rules behind the portal screens (issue 42, points 9-14). */

describe('reporting a problem: one rule for the API and the portal', () => {
  it('refuses "other" without a note through the domain operation, whatever door it came through', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, o.id);
    const db = await getDb();
    for (const note of [null, '   ']) {
      const err = await reportProblemDomain(db, WAREHOUSE_SCOPE, o.id, { code: 'other', note }, SYSTEM_ACTOR)
        .then(() => null)
        .catch((e: unknown) => e);
      expect(isAppError(err) && err.code, String(note)).toBe('VALIDATION_ERROR');
    }
    const ok = await reportProblemDomain(
      db,
      WAREHOUSE_SCOPE,
      o.id,
      { code: 'other', note: 'Box crushed' },
      SYSTEM_ACTOR,
    );
    expect(ok.order.status).toBe('problem');
  });

  it("reads the portal form's fields (the API's paths) with the API's schema: an empty note is refused beside it", () => {
    const form = new FormData();
    form.set('orderId', 'x');
    form.set('problem.code', 'other');
    form.set('problem.item_id', '');
    form.set('problem.note', '');
    const { orderId: _, ...raw } = formDataToObject(form);
    const res = ReportProblemBody.safeParse(raw);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['problem.note']);
  });
});

describe('tracking links of a shipment in several parcels', () => {
  it('gives every code its own link, made from the stored link of the first', () => {
    const links = trackingLinks({
      tracking_codes: ['JJFI01', 'JJFI 02'],
      tracking_url: 'https://track.example/?id=JJFI01&lang=fi',
    });
    expect(links).toEqual([
      { code: 'JJFI01', url: 'https://track.example/?id=JJFI01&lang=fi' },
      { code: 'JJFI 02', url: 'https://track.example/?id=JJFI%2002&lang=fi' },
    ]);
    expect(trackingLinks({ tracking_codes: ['A1', 'B2'], tracking_url: null })).toEqual([
      { code: 'A1', url: null },
      { code: 'B2', url: null },
    ]);
  });
});

describe('the words of a refused shipment', () => {
  it("says what is left of a line, and that a key was used for another order (not 'a different request body')", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 4);
    const a = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    const b = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, a.id);
    await startPicking(op, b.id);
    const line = a.items[0]!.id;
    expect((await ship(op, a.id, [{ order_item_id: line, quantity: 1 }], { key: 'floor-k1' })).status).toBe(
      201,
    );
    const tooMany = await ship(op, a.id, [{ order_item_id: line, quantity: 3 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.validation_errors[0].message).toBe(
      'More than is left to ship of this line: 2 left of 3.',
    );
    // The very same body, sent to another order with the key of the first shipment.
    const other = await ship(op, b.id, [{ order_item_id: line, quantity: 1 }], { key: 'floor-k1' });
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.body.message).toBe('This Idempotency-Key was already used for another order.');
    const changed = await ship(op, a.id, [{ order_item_id: line, quantity: 2 }], { key: 'floor-k1' });
    expect(changed.body.message).toBe('This Idempotency-Key was already used with a different request body.');
  });
});

describe('the order history names carriers', () => {
  it('shows "DHL", not the code "dhl", for a shipment', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, o.id);
    const res = await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 1 }], {
      extra: { carrier: 'dhl', tracking_codes: ['DHL-0001'] },
    });
    expect(res.status).toBe(201);
    const entries = await orderTimeline(await getDb(), m.merchantId, o.id);
    expect(entries.map((e) => e.note)).toContain('DHL, tracking DHL-0001');
  });
});

/** The text runs of a PDF made by pdf-lib: each shown text (WinAnsi hex) with the x it is drawn at. */
function textRuns(pdf: Uint8Array): { text: string; x: number }[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: { text: string; x: number }[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const t of content.matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm\s*<([0-9A-Fa-f]*)> Tj/g))
      runs.push({ x: Number(t[1]), text: Buffer.from(t[2]!, 'hex').toString('latin1') });
  }
  return runs;
}

describe('the packing slip', () => {
  it('draws each column (quantity, SKU, product) at the x of its header', async () => {
    const pdf = await renderPackingSlipPdf({
      merchantName: 'Nordic Pantry Oy',
      orderReference: 'OUT-1002',
      customer: ['Outi Bound'],
      shippedAt: '2026-11-28T10:00:00Z',
      carrier: 'Posti',
      trackingCodes: ['JJFI01'],
      lines: [
        { sku: 'NP-COF-500', name: 'Coffee 500 g', quantity: 3 },
        { sku: 'W', name: 'Wide Mug', quantity: 12 },
      ],
    });
    const runs = textRuns(pdf);
    const x = (text: string) => runs.find((r) => r.text === text)?.x;
    expect(x('Product')).toBeDefined();
    expect([x('Coffee 500 g'), x('Wide Mug')]).toEqual([x('Product'), x('Product')]);
    expect([x('NP-COF-500'), x('W')]).toEqual([x('SKU'), x('SKU')]);
    expect([x('3'), x('12')]).toEqual([x('Qty'), x('Qty')]);
  });
});

describe('the merged pick list', () => {
  const unit = (location: string, sku: string, orderRef: string, extra: Partial<PickUnitForGroup> = {}) => ({
    location,
    sku,
    name: `${sku} name`,
    bestBefore: null,
    batch: null,
    orderId: `id-${orderRef}`,
    orderRef,
    merchantName: 'Nordic Pantry Oy',
    ...extra,
  });

  it('has one row per location and product (and lot), with its quantity and its orders, in walking order', () => {
    const groups = groupPickList([
      unit('A-02-01', 'NP-COF-500', 'OUT-1002'),
      unit('A-02-01', 'NP-COF-500', 'OUT-1004'),
      unit('A-02-01', 'NP-COF-500', 'OUT-1002'),
      unit('A-02-01', 'NP-TEA-100', 'OUT-1002'),
      unit('A-02-01', 'NP-COF-500', 'OUT-1004', { batch: 'L2' }),
      unit('B-01-01', 'AO-SOCK', 'OUT-2001', { merchantName: 'Alpine Outdoor GmbH' }),
    ]);
    expect(
      groups.map(
        (g) => `${g.location} ${g.sku} ×${g.quantity} for ${pickGroupOrders(g)} (${g.merchantName})`,
      ),
    ).toEqual([
      'A-02-01 NP-COF-500 ×3 for OUT-1002 ×2, OUT-1004 ×1 (Nordic Pantry Oy)',
      'A-02-01 NP-TEA-100 ×1 for OUT-1002 ×1 (Nordic Pantry Oy)',
      'A-02-01 NP-COF-500 ×1 for OUT-1004 ×1 (Nordic Pantry Oy)',
      'B-01-01 AO-SOCK ×1 for OUT-2001 ×1 (Alpine Outdoor GmbH)',
    ]);
    expect(groups[2]!.batch).toBe('L2');
  });
});

describe('packing by scanning or by hand', () => {
  const coffee = {
    id: 'l1',
    sku: 'NP-COF-500',
    name: 'Coffee 500 g',
    gtin: '6410000000017',
    held: 3,
    byMerchant: false,
  };
  const tea = { id: 'l2', sku: 'NP-TEA', name: 'Tea', gtin: null, held: 1, byMerchant: false };
  const lines = [coffee, tea];

  it('names the product and how many of how many are packed; one too many and an unknown code are told apart', () => {
    const one = scanUnit(lines, new Map([['l1', 1]]), ' 6410000000017 ');
    expect(one.outcome).toBe('ok');
    expect(scanMessage(one.outcome, one.line, one.packed)).toBe('NP-COF-500 – Coffee 500 g: 2 of 3 packed.');
    const full = scanUnit(lines, new Map([['l2', 1]]), 'np-tea');
    expect(full.outcome).toBe('over');
    expect(full.packed.get('l2')).toBe(1);
    expect(scanMessage(full.outcome, full.line, full.packed)).toBe(
      'NP-TEA – Tea: all 1 are already packed. One more would be more than ordered: put it back.',
    );
    const none = scanUnit(lines, new Map(), 'NOPE');
    expect([none.outcome, scanMessage(none.outcome, none.line, none.packed)]).toEqual([
      'unknown',
      'No line of this order has that SKU or GTIN.',
    ]);
  });

  it('says so when a +1 goes past what the line holds, instead of packing nothing silently', () => {
    const over = stepLine(lines, new Map([['l1', 3]]), 'l1', 1);
    expect(over.outcome).toBe('over');
    expect(over.packed.get('l1')).toBe(3);
    const back = stepLine(lines, new Map([['l1', 3]]), 'l1', -1);
    expect([back.outcome, back.packed.get('l1')]).toEqual(['ok', 2]);
  });
});
