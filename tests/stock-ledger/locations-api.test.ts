import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, startPicking, stockedProduct } from '../support/outbound-helpers';
import {
  merchantFixture,
  operatorFixture,
  uniq,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { arrive, createReturnViaApi } from '../support/returns-data';
import { dispatch } from '../support/dispatch';

/** /ops/v1/locations (docs/decisions/stock-ledger.md §2): locations as data, labels, walking order. */
let m: MerchantFixture;
let op: OperatorFixture;
beforeAll(async () => {
  m = await merchantFixture();
  op = await operatorFixture(['warehouse:operate']);
});

const code = (p: string) => uniq(p).toUpperCase();
const create = (location: Record<string, unknown>) =>
  op.api('POST', '/ops/v1/locations', { body: { location } });

describe('/ops/v1/locations', () => {
  it('creates, refuses a taken code, reads, lists in walking order with filters', async () => {
    const zone = code('Z');
    const [a, b, c] = [code('A-10'), code('A-2'), code('B-1')];
    expect((await create({ code: b, zone, kind: 'pick' })).status).toBe(201);
    const created = await create({ code: a, zone, kind: 'bulk' });
    expect(created.status).toBe(201);
    expect(created.body.location).toMatchObject({ code: a, zone, kind: 'bulk', active: true, units: 0 });
    expect((await create({ code: c, kind: 'dock' })).status).toBe(201);
    const taken = await create({ code: a, kind: 'pick' });
    expect([taken.status, taken.body.error_code]).toEqual([409, 'LOCATION_CODE_TAKEN']);
    const bad = await create({ code: '', kind: 'attic' });
    expect([...new Set(bad.body.validation_errors.map((e: any) => e.path))].sort()).toEqual([
      'location.code',
      'location.kind',
    ]);

    const inZone = await op.api('GET', `/ops/v1/locations?zone=${zone}`);
    expect(inZone.body.locations.map((l: any) => l.code)).toEqual([a, b].sort());
    expect(inZone.body.total).toBe(2);
    const bulk = await op.api('GET', `/ops/v1/locations?kind=bulk&q=${a.slice(0, 6)}`);
    expect(bulk.body.locations.map((l: any) => l.code)).toEqual([a]);
    const one = await op.api('GET', `/ops/v1/locations/${created.body.location.id}`);
    expect(one.body.location.code).toBe(a);
    expect((await op.api('GET', `/ops/v1/locations/${'0'.repeat(24)}`)).body.error_code).toBe(
      'LOCATION_NOT_FOUND',
    );
    expect((await op.api('GET', '/ops/v1/locations/nope')).status).toBe(404);
  });

  it('registers a code a receipt or an arrival names first as unassigned, to classify', async () => {
    const p = await stockedProduct(m.merchantId, 0);
    const fresh = code('NEW');
    const received = await op.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: p.id, quantity: 3, location: fresh } },
    });
    expect(received.status).toBe(201);
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    const dock = code('RET');
    await arrive(op, r.id, { warehouse_location: { id: dock } });
    const list = await op.api('GET', `/ops/v1/locations?kind=unassigned&q=${fresh}`);
    expect(list.body.locations).toEqual([
      expect.objectContaining({ code: fresh, kind: 'unassigned', units: 3 }),
    ]);
    expect(
      (await op.api('GET', `/ops/v1/locations?kind=unassigned&q=${dock}`)).body.locations[0],
    ).toMatchObject({ code: dock, units: 0 });

    const id = list.body.locations[0].id;
    const classified = await op.api('PATCH', `/ops/v1/locations/${id}`, {
      body: { location: { kind: 'pick', zone: 'A' } },
    });
    expect(classified.body.location).toMatchObject({ kind: 'pick', zone: 'A', units: 3 });
    const off = await op.api('PATCH', `/ops/v1/locations/${id}`, { body: { location: { active: false } } });
    expect([off.status, off.body.error_code, off.body.details]).toEqual([
      409,
      'LOCATION_NOT_EMPTY',
      { code: fresh, units: 3 },
    ]);
    const empty = (await op.api('GET', `/ops/v1/locations?q=${dock}`)).body.locations[0];
    const deactivated = await op.api('PATCH', `/ops/v1/locations/${empty.id}`, {
      body: { location: { active: false } },
    });
    expect(deactivated.body.location.active).toBe(false);
    expect(
      (await op.api('PATCH', `/ops/v1/locations/${id}`, { body: { location: { code: 'X' } } })).status,
    ).toBe(400);
  });

  it('imports by code, all or nothing', async () => {
    const [a, b] = [code('IMP'), code('IMP')];
    const first = await op.api('POST', '/ops/v1/locations/_import', {
      body: {
        locations: [
          { code: a, kind: 'bulk', zone: 'Q' },
          { code: b, kind: 'pick' },
        ],
      },
    });
    expect(first.body.imported).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const again = await op.api('POST', '/ops/v1/locations/_import', {
      body: {
        locations: [
          { code: a, kind: 'bulk', zone: 'Q' },
          { code: b, kind: 'quarantine' },
        ],
      },
    });
    expect(again.body.imported).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const twice = await op.api('POST', '/ops/v1/locations/_import', {
      body: {
        locations: [
          { code: a, kind: 'bulk' },
          { code: a, kind: 'pick' },
        ],
      },
    });
    expect([twice.status, twice.body.validation_errors[0].path]).toEqual([400, 'locations[1].code']);

    const p = await stockedProduct(m.merchantId, 1, b);
    expect(p.id).toBeTruthy();
    const c = code('IMP');
    const refused = await op.api('POST', '/ops/v1/locations/_import', {
      body: {
        locations: [
          { code: c, kind: 'pick' },
          { code: b, kind: 'pick', active: false },
        ],
      },
    });
    expect([refused.status, refused.body.error_code, refused.body.details]).toEqual([
      409,
      'LOCATION_NOT_EMPTY',
      { codes: [b] },
    ]);
    expect((await op.api('GET', `/ops/v1/locations?q=${c}`)).body.total).toBe(0);
  });

  it('prints labels: one page per location, as PDF', async () => {
    const [a, b] = [code('LBL'), code('LBL')];
    await create({ code: a, kind: 'pick', zone: 'L' });
    await create({ code: b, kind: 'bulk' });
    const res = await dispatch(
      new Request(`http://localhost/ops/v1/locations/labels?codes=${a},${b}`, {
        headers: { authorization: `Bearer ${op.token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(2);
    const missing = await op.api('GET', `/ops/v1/locations/labels?codes=${a},NOPE-${a}`);
    expect([missing.status, missing.body.error_code, missing.body.details]).toEqual([
      404,
      'LOCATION_NOT_FOUND',
      { codes: [`NOPE-${a}`] },
    ]);
  });

  it('is refused to merchant clients', async () => {
    const res = await m.api('GET', '/ops/v1/locations');
    expect([res.status, res.body.error_code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });
});

describe('picking walks locations by zone, then code', () => {
  it("orders the pick list by the locations' zones", async () => {
    const [late, early, none] = [code('W-1'), code('W-9'), code('W-0')];
    await create({ code: late, kind: 'pick', zone: 'ZZ-9' });
    await create({ code: early, kind: 'pick', zone: 'ZZ-1' });
    const p = await stockedProduct(m.merchantId, 1, late);
    const full = await operatorFixture();
    for (const where of [early, none])
      await full.api('POST', '/ops/v1/stock-units', {
        merchant: m.merchantId,
        body: { receipt: { product_id: p.id, quantity: 1, location: where } },
      });
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    const res = await startPicking(full, order.id);
    expect(res.body.pick_list.walk.map((u: any) => u.location)).toEqual([early, late, none]);
  });
});
