import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { updateCarrier } from '@/server/outbound/carrier-templates';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

/**
 * The carriers' tracking URL templates, kept as data and edited by the operator (docs/decisions/outbound.md).
 * Only matkahuolto is changed here (no other test ships with it), and its default is put back at the end.
 */
const DEFAULT = 'https://www.matkahuolto.fi/en/tracking?parcelNumber={code}';
afterAll(async () => {
  await updateCarrier(await getDb(), 'matkahuolto', { tracking_url_template: DEFAULT });
});

async function shipWith(carrier: string, code: string) {
  const op = await operatorFixture();
  const m = await merchantFixture();
  const p = await stockedProduct(m.merchantId, 1);
  const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
  await startPicking(op, o.id);
  const res = await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 1 }], {
    extra: { carrier, tracking_codes: [code] },
  });
  expect(res.status).toBe(201);
  return { res, m };
}

describe('carrier tracking URL templates (/ops/v1/carriers)', () => {
  it('lists every carrier with the seeded defaults', async () => {
    const op = await operatorFixture(['ops:admin']);
    const res = await op.api('GET', '/ops/v1/carriers');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.carriers.map((c: any) => [c.code, c]));
    expect(Object.keys(byCode)).toEqual(['posti', 'postnord', 'dhl', 'matkahuolto', 'bring', 'other']);
    expect(byCode.posti).toMatchObject({
      name: 'Posti',
      tracking_url_template: 'https://www.posti.fi/en/tracking#/lahetys/{code}',
      example_tracking_url: 'https://www.posti.fi/en/tracking#/lahetys/JJFI0123456789AB',
    });
    for (const code of ['postnord', 'dhl', 'bring'])
      expect(byCode[code].tracking_url_template).toMatch(/^https:\/\/.*\{code\}/);
    expect(byCode.other.tracking_url_template).toBeNull();
    const one = await op.api('GET', '/ops/v1/carriers/dhl');
    expect(one.status).toBe(200);
    expect(one.body.carrier.name).toBe('DHL');
  });

  it('applies an edited template to later shipments; earlier ones keep their link; null removes it', async () => {
    const op = await operatorFixture(['ops:admin']);
    const before = await shipWith('matkahuolto', 'MH-1');
    expect(before.res.body.shipment.tracking_url).toBe(
      'https://www.matkahuolto.fi/en/tracking?parcelNumber=MH-1',
    );

    const patch = await op.api('PATCH', '/ops/v1/carriers/matkahuolto', {
      body: { carrier: { tracking_url_template: ' https://track.example.fi/{code}?lang=fi&again={code} ' } },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.carrier).toMatchObject({
      code: 'matkahuolto',
      tracking_url_template: 'https://track.example.fi/{code}?lang=fi&again={code}',
      example_tracking_url: 'https://track.example.fi/JJFI0123456789AB?lang=fi&again=JJFI0123456789AB',
    });
    const after = await shipWith('matkahuolto', 'MH-2');
    expect(after.res.body.shipment.tracking_url).toBe('https://track.example.fi/MH-2?lang=fi&again=MH-2');
    const old = await before.m.api('GET', `/v1/shipments/${before.res.body.shipment.id}`);
    expect(old.body.shipment.tracking_url).toBe('https://www.matkahuolto.fi/en/tracking?parcelNumber=MH-1');

    const cleared = await op.api('PATCH', '/ops/v1/carriers/matkahuolto', {
      body: { carrier: { tracking_url_template: null } },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.carrier).toMatchObject({ tracking_url_template: null, example_tracking_url: null });
    const none = await shipWith('matkahuolto', 'MH-3');
    expect(none.res.body.shipment.tracking_url).toBeNull();
  });

  it('refuses a template without {code} or not https, at the field, and changes nothing', async () => {
    const op = await operatorFixture(['ops:admin']);
    const current = (await op.api('GET', '/ops/v1/carriers/postnord')).body.carrier;
    for (const [template, message] of [
      ['https://tracking.example.com/?id=', /\{code\}/],
      ['http://tracking.example.com/?id={code}', /https/],
      ['tracking.example.com/{code}', /https/],
      ['javascript:alert({code})', /https/],
      ['https://user:pw@tracking.example.com/{code}', /https/],
      ['', /\{code\}/],
      [`https://example.com/${'x'.repeat(500)}{code}`, /500/],
    ] as const) {
      const res = await op.api('PATCH', '/ops/v1/carriers/postnord', {
        body: { carrier: { tracking_url_template: template } },
      });
      expect(res.status, template).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors[0].path).toBe('carrier.tracking_url_template');
      expect(res.body.validation_errors[0].message).toMatch(message);
    }
    for (const body of [
      {},
      { carrier: {} },
      { carrier: { tracking_url_template: 5 } },
      { carrier: { tracking_url_template: 'https://a.example/{code}', name: 'x' } },
    ]) {
      const res = await op.api('PATCH', '/ops/v1/carriers/postnord', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
    }
    const after = (await op.api('GET', '/ops/v1/carriers/postnord')).body.carrier;
    expect(after).toEqual(current);
  });

  it('answers 404 CARRIER_NOT_FOUND for an unknown carrier, and refuses clients without ops:admin', async () => {
    const op = await operatorFixture(['ops:admin']);
    for (const code of ['ups', 'POSTI', '__proto__', 'toString']) {
      const get = await op.api('GET', `/ops/v1/carriers/${code}`);
      expect(get.status, code).toBe(404);
      expect(get.body.error_code).toBe('CARRIER_NOT_FOUND');
      const patch = await op.api('PATCH', `/ops/v1/carriers/${code}`, {
        body: { carrier: { tracking_url_template: 'https://a.example/{code}' } },
      });
      expect(patch.status, code).toBe(404);
      expect(patch.body.error_code).toBe('CARRIER_NOT_FOUND');
    }
    const warehouse = await operatorFixture(['warehouse:operate']);
    const m = await merchantFixture();
    for (const client of [warehouse, m]) {
      const list = await client.api('GET', '/ops/v1/carriers');
      expect(list.status).toBe(403);
      expect(list.body.error_code).toBe('INSUFFICIENT_SCOPE');
      const patch = await client.api('PATCH', '/ops/v1/carriers/posti', {
        body: { carrier: { tracking_url_template: 'https://evil.example/{code}' } },
      });
      expect(patch.status).toBe(403);
    }
    const put = await op.api('PUT', '/ops/v1/carriers/posti', { body: {} });
    expect(put.status).toBe(405);
  });
});
