import { describe, expect, it } from 'vitest';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture, uniq } from '../support/fixtures';
import { announce, arrive, noticeBody } from '../support/inbound-helpers';
import { readPdfBarcodes } from '../support/pdf-barcodes';

/** The merchant's notice (docs/decisions/inbound.md): create, read, list, edit, cancel, isolation. */
describe('POST /v1/inbound-shipments', () => {
  it('announces a delivery box by box: lines summed per product in the spec shape, boxes with codes, announced', async () => {
    const m = await merchantFixture();
    const [a, b] = [await createProduct(m.merchantId), await createProduct(m.merchantId)];
    const res = await m.api('POST', '/v1/inbound-shipments', {
      body: noticeBody(
        [
          {
            reference: 'CARTON-1',
            tracking_code: 'JJFI1',
            lines: [{ productId: a.id, quantity: 10, batch_number: 'L1' }],
          },
          {
            lines: [
              { sku: a.sku, quantity: 5 },
              { productId: b.id, quantity: 3, best_before: '2030-01-31' },
            ],
          },
        ],
        { merchant_reference: 'PO-77', expected_at: '2030-01-10', carrier: 'DHL', tracking_codes: ['JJFI1'] },
      ),
    });
    expect(res.status).toBe(201);
    const n = res.body.inbound_shipment;
    expect(n).toMatchObject({
      name: 'Coffee from the roastery',
      status: 'announced',
      invoiced: false,
      source: 'notice',
      merchant_reference: 'PO-77',
      expected_at: '2030-01-10',
      carrier: 'DHL',
      tracking_codes: ['JJFI1'],
      packaging: 'boxes',
      processed_at: null,
      lines: [
        {
          product_id: a.id,
          quantity: 15,
          sku: a.sku,
          expected_quantity: 15,
          received_quantity: 0,
          discrepancy: null,
        },
        { product_id: b.id, quantity: 3, expected_quantity: 3, received_quantity: 0 },
      ],
      totals: { boxes: 2, boxes_received: 0, expected_quantity: 18, received_quantity: 0 },
      status_history: [{ status: 'announced', actor: { type: 'api_client' } }],
    });
    expect(n.id).toMatch(/^[0-9a-f]{24}$/);
    expect(n.boxes).toHaveLength(2);
    expect(n.boxes[0]).toMatchObject({
      number: 1,
      reference: 'CARTON-1',
      tracking_code: 'JJFI1',
      lines: [{ product_id: a.id, quantity: 10, batch_number: 'L1', best_before: null }],
    });
    expect(n.boxes[1].lines.map((l: any) => [l.product_id, l.quantity, l.best_before])).toEqual([
      [a.id, 5, null],
      [b.id, 3, '2030-01-31'],
    ]);
    for (const box of n.boxes) expect(box.code).toMatch(/^IB\d{10}$/);
    expect(n.boxes[0].code).not.toBe(n.boxes[1].code);
    const read = await m.api('GET', `/v1/inbound-shipments/${n.id}`);
    expect(read.status).toBe(200);
    expect(read.body.inbound_shipment).toEqual(n);
  });

  it('one notice per Idempotency-Key: the same body replays, another body is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const body = noticeBody([{ lines: [{ productId: p.id, quantity: 2 }] }]);
    const key = { 'idempotency-key': uniq('notice') };
    const first = await m.api('POST', '/v1/inbound-shipments', { body, headers: key });
    const again = await m.api('POST', '/v1/inbound-shipments', { body, headers: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.inbound_shipment.id).toBe(first.body.inbound_shipment.id);
    const other = await m.api('POST', '/v1/inbound-shipments', {
      body: noticeBody([{ lines: [{ productId: p.id, quantity: 3 }] }]),
      headers: key,
    });
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await m.api('GET', '/v1/inbound-shipments')).body.total).toBe(1);
    const bad = await m.api('POST', '/v1/inbound-shipments', {
      body,
      headers: { 'idempotency-key': 'has space' },
    });
    expect(bad.body.error_code).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it("another merchant's product, or none, is 400 PRODUCT_NOT_FOUND at its field; nothing is stored", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const mine = await createProduct(m.merchantId);
    const theirs = await createProduct(other.merchantId);
    const res = await m.api('POST', '/v1/inbound-shipments', {
      body: noticeBody([
        {
          lines: [
            { productId: mine.id, quantity: 1 },
            { productId: theirs.id, quantity: 1 },
          ],
        },
        { lines: [{ sku: theirs.sku, quantity: 1 }] },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('PRODUCT_NOT_FOUND');
    expect(res.body.validation_errors.map((e: any) => e.path)).toEqual([
      'inbound_shipment.boxes[0].lines[1].product',
      'inbound_shipment.boxes[1].lines[0].product',
    ]);
    expect(JSON.stringify(res.body)).not.toContain(other.merchantId);
    expect((await m.api('GET', '/v1/inbound-shipments')).body.total).toBe(0);
  });

  it('refuses malformed notices with 400 VALIDATION_ERROR at the field (no boxes, 501 boxes, zero quantity, bad date)', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const line = { product: { id: p.id }, quantity: 1 };
    const cases: [unknown, string][] = [
      [{ inbound_shipment: { name: 'x', boxes: [] } }, 'inbound_shipment.boxes'],
      [
        { inbound_shipment: { name: 'x', boxes: Array.from({ length: 501 }, () => ({ lines: [line] })) } },
        'inbound_shipment.boxes',
      ],
      [
        { inbound_shipment: { name: 'x', boxes: [{ lines: [{ ...line, quantity: 0 }] }] } },
        'inbound_shipment.boxes[0].lines[0].quantity',
      ],
      [
        { inbound_shipment: { name: 'x', expected_at: '2030-02-30', boxes: [{ lines: [line] }] } },
        'inbound_shipment.expected_at',
      ],
      [
        { inbound_shipment: { name: 'x', packaging: 'crates', boxes: [{ lines: [line] }] } },
        'inbound_shipment.packaging',
      ],
      [{ inbound_shipment: { boxes: [{ lines: [line] }] } }, 'inbound_shipment.name'],
    ];
    for (const [body, path] of cases) {
      const res = await m.api('POST', '/v1/inbound-shipments', { body });
      expect(res.status, path).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    expect((await m.api('GET', '/v1/inbound-shipments')).body.total).toBe(0);
  });

  it('takes 500 boxes and 5000 lines; one line more is refused', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const boxes = Array.from({ length: 500 }, () => ({
      lines: Array.from({ length: 10 }, () => ({ product: { id: p.id }, quantity: 1 })),
    }));
    const started = performance.now();
    const res = await m.api('POST', '/v1/inbound-shipments', {
      body: { inbound_shipment: { name: 'Big', boxes } },
    });
    expect(res.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(res.body.inbound_shipment.totals).toMatchObject({ boxes: 500, expected_quantity: 5000 });
    expect(new Set(res.body.inbound_shipment.boxes.map((b: any) => b.code)).size).toBe(500);
    boxes[0]!.lines.push({ product: { id: p.id }, quantity: 1 });
    const over = await m.api('POST', '/v1/inbound-shipments', {
      body: { inbound_shipment: { name: 'Big', boxes } },
    });
    expect(over.status).toBe(400);
    expect(over.body.validation_errors[0].path).toBe('inbound_shipment.boxes');
  });
});

describe('GET /v1/inbound-shipments', () => {
  it('lists newest first with status (several), expected range, q on name, reference and tracking codes, and paging', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const op = await operatorFixture();
    const one = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }], {
      name: 'Spring coffee',
      expected_at: '2030-03-01',
    });
    const two = await announce(
      m,
      [{ tracking_code: 'BOX-TRACK-9', lines: [{ productId: p.id, quantity: 1 }] }],
      {
        name: 'Tea',
        merchant_reference: 'PO-TEA-1',
        expected_at: '2030-03-05',
      },
    );
    const three = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }], {
      name: 'Cups',
      tracking_codes: ['JJFI-CUPS'],
      expected_at: '2030-03-09',
    });
    expect((await arrive(op, three.id)).status).toBe(200);
    const ids = async (q: string) => {
      const r = await m.api('GET', `/v1/inbound-shipments${q}`);
      expect(r.status, q).toBe(200);
      return r.body.inbound_shipments.map((s: any) => s.id);
    };
    expect(await ids('')).toEqual([three.id, two.id, one.id]);
    expect(await ids('?status=announced')).toEqual([two.id, one.id]);
    expect(await ids('?status=announced,arrived')).toEqual([three.id, two.id, one.id]);
    expect(await ids('?expected_from=2030-03-02&expected_to=2030-03-06')).toEqual([two.id]);
    expect(await ids('?q=coffee')).toEqual([one.id]);
    expect(await ids('?q=PO-TEA')).toEqual([two.id]);
    expect(await ids('?q=BOX-TRACK-9')).toEqual([two.id]);
    expect(await ids('?q=JJFI-CUPS')).toEqual([three.id]);
    expect(await ids('?limit=1&offset=1')).toEqual([two.id]);
    const page = await m.api('GET', '/v1/inbound-shipments?limit=1');
    expect(page.body.total).toBe(3);
    expect(page.body.inbound_shipments[0]).not.toHaveProperty('boxes');
    expect(page.body.inbound_shipments[0].lines[0]).toMatchObject({ product_id: p.id, quantity: 1 });
    for (const q of ['?status=lost', '?q=x', '?limit=0', '?expected_from=soon'])
      expect((await m.api('GET', `/v1/inbound-shipments${q}`)).body.error_code, q).toBe('VALIDATION_ERROR');
  });
});

describe('PATCH and _cancel', () => {
  it('edits while announced (boxes sent with their id keep their code), then 409 INBOUND_SHIPMENT_NOT_EDITABLE', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [a, b] = [await createProduct(m.merchantId), await createProduct(m.merchantId)];
    const n = await announce(m, [
      { lines: [{ productId: a.id, quantity: 4 }] },
      { lines: [{ productId: a.id, quantity: 4 }] },
    ]);
    const res = await m.api('PATCH', `/v1/inbound-shipments/${n.id}`, {
      body: {
        inbound_shipment: {
          name: 'Renamed',
          carrier: null,
          expected_at: '2030-04-01',
          boxes: [
            { id: n.boxes[1]!.id, lines: [{ product: { id: b.id }, quantity: 6 }] },
            { lines: [{ product: { sku: a.sku }, quantity: 1 }] },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const e = res.body.inbound_shipment;
    expect(e).toMatchObject({
      name: 'Renamed',
      carrier: null,
      expected_at: '2030-04-01',
      totals: { boxes: 2, expected_quantity: 7 },
    });
    expect(e.boxes[0]).toMatchObject({ id: n.boxes[1]!.id, code: n.boxes[1]!.code, number: 1 });
    expect(e.boxes[1].code).not.toBe(n.boxes[0]!.code);
    const unknownBox = await m.api('PATCH', `/v1/inbound-shipments/${n.id}`, {
      body: {
        inbound_shipment: {
          boxes: [{ id: n.boxes[0]!.id, lines: [{ product: { id: a.id }, quantity: 1 }] }],
        },
      },
    });
    expect(unknownBox.status).toBe(400);
    expect(unknownBox.body.validation_errors[0].path).toBe('inbound_shipment.boxes[0].id');
    const withStatus = await m.api('PATCH', `/v1/inbound-shipments/${n.id}`, {
      body: { inbound_shipment: { status: 'processed' } },
    });
    expect(withStatus.body.error_code).toBe('VALIDATION_ERROR');
    expect((await arrive(op, n.id)).status).toBe(200);
    const late = await m.api('PATCH', `/v1/inbound-shipments/${n.id}`, {
      body: { inbound_shipment: { name: 'Late' } },
    });
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('INBOUND_SHIPMENT_NOT_EDITABLE');
    expect((await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment.name).toBe('Renamed');
  });

  it('cancels an announced notice; after arrival 409 INBOUND_SHIPMENT_NOT_CANCELLABLE', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    const res = await m.api('POST', `/v1/inbound-shipments/${n.id}/_cancel`);
    expect(res.status).toBe(200);
    expect(res.body.inbound_shipment.status).toBe('cancelled');
    expect(res.body.inbound_shipment.status_history.map((h: any) => h.status)).toEqual([
      'announced',
      'cancelled',
    ]);
    const twice = await m.api('POST', `/v1/inbound-shipments/${n.id}/_cancel`);
    expect(twice.body.error_code).toBe('INBOUND_SHIPMENT_NOT_CANCELLABLE');
    const arrivedCancelled = await arrive(op, n.id);
    expect(arrivedCancelled.body.error_code).toBe('INBOUND_SHIPMENT_NOT_ARRIVABLE');
    const n2 = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    await arrive(op, n2.id);
    const late = await m.api('POST', `/v1/inbound-shipments/${n2.id}/_cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('INBOUND_SHIPMENT_NOT_CANCELLABLE');
  });
});

describe('isolation and scopes', () => {
  it("another merchant's notice is 404 on every route; scopes are products:read / products:manage", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    for (const [method, path, body] of [
      ['GET', `/v1/inbound-shipments/${n.id}`],
      ['PATCH', `/v1/inbound-shipments/${n.id}`, { inbound_shipment: { name: 'x' } }],
      ['POST', `/v1/inbound-shipments/${n.id}/_cancel`],
      ['GET', `/v1/inbound-shipments/${n.id}/box-labels`],
    ] as const) {
      const r = await other.api(method, path, { body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error_code).toBe('INBOUND_SHIPMENT_NOT_FOUND');
    }
    expect((await other.api('GET', '/v1/inbound-shipments')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/inbound-shipments/not-an-id')).body.error_code).toBe(
      'INBOUND_SHIPMENT_NOT_FOUND',
    );
    const reader = await merchantFixture(['products:read']);
    const denied = await reader.api('POST', '/v1/inbound-shipments', {
      body: noticeBody([{ lines: [{ productId: p.id, quantity: 1 }] }]),
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error_code).toBe('INSUFFICIENT_SCOPE');
    const manager = await merchantFixture(['products:manage']);
    expect((await manager.api('GET', '/v1/inbound-shipments')).body.error_code).toBe('INSUFFICIENT_SCOPE');
    // merchant clients never reach the warehouse's routes
    for (const [method, path] of [
      ['GET', '/ops/v1/inbound-shipments'],
      ['GET', `/ops/v1/inbound-shipments/${n.id}`],
      ['POST', `/ops/v1/inbound-shipments/${n.id}/_arrive`],
      ['POST', `/ops/v1/inbound-shipments/${n.id}/receipts`],
      ['POST', `/ops/v1/inbound-shipments/${n.id}/_close`],
    ] as const) {
      const r = await m.api(method, path, method === 'GET' ? {} : { body: {} });
      expect(r.status, path).toBe(403);
      expect(r.body.error_code).toBe('INSUFFICIENT_SCOPE');
    }
  });
});

describe('GET /v1/inbound-shipments/{id}/box-labels', () => {
  it('answers a PDF with one A6 label per box (or four per A4 page) whose Code 128 decodes to the box code', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(
      m,
      Array.from({ length: 5 }, () => ({ lines: [{ productId: p.id, quantity: 1 }] })),
      { merchant_reference: 'PO-LABEL' },
    );
    const res = await m.api('GET', `/v1/inbound-shipments/${n.id}/box-labels`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`box-labels-${n.id}.pdf`);
    const bytes = await pdfBytes(m, `/v1/inbound-shipments/${n.id}/box-labels`);
    const a6 = await readPdfBarcodes(bytes);
    expect(a6.pages).toBe(5);
    expect(a6.codes).toEqual(n.boxes.map((b) => b.code));
    const a4 = await readPdfBarcodes(await pdfBytes(m, `/v1/inbound-shipments/${n.id}/box-labels?layout=a4`));
    expect(a4.pages).toBe(2);
    expect([...a4.codes].sort()).toEqual(n.boxes.map((b) => b.code).sort());
    const bad = await m.api('GET', `/v1/inbound-shipments/${n.id}/box-labels?layout=a3`);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
  });
});

async function pdfBytes(m: Awaited<ReturnType<typeof merchantFixture>>, path: string): Promise<Uint8Array> {
  const { dispatch } = await import('../support/dispatch');
  const res = await dispatch(
    new Request(`http://localhost${path}`, {
      headers: { authorization: `Bearer ${m.token}`, 'x-provider-merchant-id': m.merchantId },
    }),
  );
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
