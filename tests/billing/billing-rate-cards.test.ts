import { describe, expect, it } from 'vitest';
import { createCatalogService } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { cardFor, chargeMerchantOutbox } from '../support/billing-data';

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('rate cards (/ops/v1/rate-cards)', () => {
  it('creates, reads and lists a card; fees in cents with a VAT rate (default 25.5)', async () => {
    const op = await operatorFixture();
    const svc = await createCatalogService({ kind: 'extra', name: 'Gift wrap' });
    const res = await op.api('POST', '/ops/v1/rate-cards', {
      body: {
        rate_card: {
          name: 'Standard 2026',
          currency: 'EUR',
          fees: [
            { fee: 'outbound_order', unit_price: 150 },
            { fee: 'storage_location_day:pick', unit_price: 3, vat_rate: 24 },
            { fee: `service:${svc.code}`, unit_price: 90, vat_rate: 14 },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    const card = res.body.rate_card;
    expect(card).toMatchObject({
      name: 'Standard 2026',
      currency: 'EUR',
      version: 1,
      valid_from: today(),
      default: false,
    });
    expect(card.fees).toContainEqual({ fee: 'outbound_order', unit_price: 150, vat_rate: 25.5 });
    expect(card.fees).toContainEqual({ fee: `service:${svc.code}`, unit_price: 90, vat_rate: 14 });
    const got = await op.api('GET', `/ops/v1/rate-cards/${card.id}`);
    expect(got.body.rate_card.fees).toEqual(card.fees);
    const list = await op.api('GET', '/ops/v1/rate-cards?limit=500');
    expect(list.body.rate_cards.some((c: any) => c.id === card.id)).toBe(true);
  });

  it('refuses bad input: unknown fee, duplicate fee, fractional cents, unknown service, bad VAT', async () => {
    const op = await operatorFixture();
    const post = (fees: unknown[], extra: object = {}) =>
      op.api('POST', '/ops/v1/rate-cards', {
        body: { rate_card: { name: 'x', currency: 'EUR', fees, ...extra } },
      });
    const bad = await post([{ fee: 'teleport', unit_price: 1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('rate_card.fees[0].fee');
    const twice = await post([
      { fee: 'return', unit_price: 1 },
      { fee: 'return', unit_price: 2 },
    ]);
    expect(twice.body.validation_errors[0].path).toBe('rate_card.fees[1].fee');
    expect((await post([{ fee: 'return', unit_price: 1.5 }])).status).toBe(400);
    expect((await post([{ fee: 'return', unit_price: 1, vat_rate: 12.345 }])).status).toBe(400);
    expect((await post([{ fee: 'storage_location_day:attic', unit_price: 1 }])).status).toBe(400);
    expect((await post([], { currency: 'eur' })).status).toBe(400);
    const svc = await post([{ fee: 'service:no-such-service-xyz', unit_price: 1 }]);
    expect(svc.status).toBe(422);
    expect(svc.body.error_code).toBe('RATE_CARD_SERVICE_NOT_FOUND');
    expect((await op.api('GET', '/ops/v1/rate-cards/0123456789abcdef01234567')).body.error_code).toBe(
      'RATE_CARD_NOT_FOUND',
    );
    expect((await op.api('GET', '/ops/v1/rate-cards/nope')).status).toBe(404);
  });

  it('edits an unused version in place, versions a used one, and never edits a used version', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const card = await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }], today());
    const edit = await op.api('PATCH', `/ops/v1/rate-cards/${card.id}`, {
      body: { rate_card: { fees: [{ fee: 'return', unit_price: 200 }], name: 'Renamed' } },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.rate_card).toMatchObject({ version: 1, name: 'Renamed' });
    expect(edit.body.rate_card.fees).toEqual([{ fee: 'return', unit_price: 200, vat_rate: 25.5 }]);

    // Work priced with version 1 makes it used.
    const ret = await m.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    await op.api('POST', `/ops/v1/order-returns/${ret.body.order_return.id}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'RET-1' } } },
    });
    expect((await chargeMerchantOutbox(m.merchantId)).charged).toBe(1);

    const past = await op.api('PATCH', `/ops/v1/rate-cards/${card.id}`, {
      body: { rate_card: { fees: [{ fee: 'return', unit_price: 250 }], valid_from: '2020-01-01' } },
    });
    expect(past.status).toBe(422);
    expect(past.body.error_code).toBe('RATE_CARD_VALID_FROM_INVALID');
    const next = await op.api('PATCH', `/ops/v1/rate-cards/${card.id}`, {
      body: { rate_card: { fees: [{ fee: 'return', unit_price: 250 }] } },
    });
    expect(next.status).toBe(200);
    expect(next.body.rate_card).toMatchObject({ version: 2, valid_from: tomorrow() });
    expect(next.body.rate_card.versions[1]).toMatchObject({ version: 1, used: true });
    expect(next.body.rate_card.versions[1].fees).toEqual([
      { fee: 'return', unit_price: 200, vat_rate: 25.5 },
    ]);
    const currency = await op.api('PATCH', `/ops/v1/rate-cards/${card.id}`, {
      body: { rate_card: { currency: 'SEK' } },
    });
    expect(currency.status).toBe(400);
  });

  it('gives a merchant its card (PUT), reads it back, and refuses unknown merchants and cards', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const card = await cardFor(op, m.merchantId, [{ fee: 'return', unit_price: 100 }]);
    const got = await op.api('GET', `/ops/v1/merchants/${m.merchantId}/rate-card`);
    expect(got.status).toBe(200);
    expect(got.body.merchant_rate_card).toMatchObject({ merchant_id: m.merchantId, assigned: true });
    expect(got.body.merchant_rate_card.rate_card.id).toBe(card.id);
    expect(got.body.merchant_rate_card.rate_card.merchant_ids).toContain(m.merchantId);
    const unknownCard = await op.api('PUT', `/ops/v1/merchants/${m.merchantId}/rate-card`, {
      body: { rate_card: { id: '0123456789abcdef01234567' } },
    });
    expect(unknownCard.body.error_code).toBe('RATE_CARD_NOT_FOUND');
    const unknownMerchant = await op.api('PUT', '/ops/v1/merchants/0123456789abcdef01234567/rate-card', {
      body: { rate_card: { id: card.id } },
    });
    expect(unknownMerchant.body.error_code).toBe('MERCHANT_NOT_FOUND');
  });

  it('refuses merchant clients and warehouse-only clients on the operator billing routes', async () => {
    const m = await merchantFixture();
    const wh = await operatorFixture(['warehouse:operate']);
    for (const [method, path] of [
      ['GET', '/ops/v1/rate-cards'],
      ['POST', '/ops/v1/rate-cards'],
      ['GET', '/ops/v1/invoices'],
      ['POST', '/ops/v1/invoices/_run'],
      ['GET', '/ops/v1/billing/charges'],
      ['GET', '/ops/v1/billing/unpriced-events'],
    ] as const) {
      for (const who of [m, wh]) {
        const res = await who.api(method, path, { body: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
      }
    }
  });
});
