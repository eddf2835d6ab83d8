import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files, returnRequests } from '@/db/schema';
import { grantFor, lookUpOrder, lookupPolicy, orderOfGrant } from '@/server/returns/customer-page/find-order';
import { pickLanguage } from '@/server/returns/customer-page/i18n';
import { MESSAGES } from '@/server/returns/customer-page/messages';
import { trackingView } from '@/server/returns/customer-page/tracking';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';
import { call, merchantFixture, uniq, type MerchantFixture } from '../support/fixtures';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

async function pageOrder(m: MerchantFixture, policy: Record<string, unknown> = {}) {
  const saved = await enablePolicy(m, policy);
  const number = uniq('ORD').toUpperCase();
  const { order, lines } = await processedOrder(m, {
    quantities: [2, 1],
    merchantsId: number,
    customer: { postal_code: '00100', country_code: 'FI', email: 'aino@example.com' },
  });
  return { slug: saved.slug as string, number, order, lines };
}

function form(fields: Record<string, string | Blob>, photos: [string, Blob, string][] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [k, blob, name] of photos) f.append(k, blob, name);
  return f;
}

describe('customer page: find your order', () => {
  it('finds the order by number and postal code, ignoring spaces and case; either wrong gets one answer', async () => {
    const m = await merchantFixture();
    const { number, order } = await pageOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const addr = uniq('addr');
    const found = await lookUpOrder(db, policy, {
      number: ` ${number.toLowerCase().slice(0, 4)} ${number.toLowerCase().slice(4)} `,
      postalCode: '00 100',
      clientAddress: addr,
    });
    expect(found).toEqual({ kind: 'found', orderId: order.id });
    const wrongNumber = await lookUpOrder(db, policy, {
      number: 'X' + number,
      postalCode: '00100',
      clientAddress: addr,
    });
    const wrongPostal = await lookUpOrder(db, policy, { number, postalCode: '00200', clientAddress: addr });
    expect(wrongNumber).toEqual({ kind: 'not_found' });
    expect(wrongPostal).toEqual(wrongNumber);
    // another merchant's page never finds it
    const other = await merchantFixture();
    await enablePolicy(other);
    const otherPolicy = await loadReturnPolicy(db, other.merchantId);
    expect(
      await lookUpOrder(db, otherPolicy, { number, postalCode: '00100', clientAddress: uniq('a') }),
    ).toEqual({
      kind: 'not_found',
    });
  });

  it('limits attempts per order number (then one per growing delay), and says when to try again', async () => {
    const m = await merchantFixture();
    const { number } = await pageOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const { perAccount } = lookupPolicy();
    // the free attempts, then the first of the progressive delays' attempts
    for (let i = 0; i <= perAccount; i++)
      expect(
        (await lookUpOrder(db, policy, { number, postalCode: `9${i}`, clientAddress: uniq('a') })).kind,
      ).toBe('not_found');
    // even the right postal code, from a fresh address, now waits
    const limited = await lookUpOrder(db, policy, { number, postalCode: '00100', clientAddress: uniq('a') });
    expect(limited.kind).toBe('limited');
    expect(limited.kind === 'limited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    // the same number at another merchant is another key
    const other = await merchantFixture();
    await enablePolicy(other);
    const otherPolicy = await loadReturnPolicy(db, other.merchantId);
    expect(
      (await lookUpOrder(db, otherPolicy, { number, postalCode: '00100', clientAddress: uniq('a') })).kind,
    ).toBe('not_found');
  });

  it('limits attempts per client address across order numbers; a found order gives its attempt back', async () => {
    const m = await merchantFixture();
    const { number } = await pageOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const addr = uniq('addr');
    const { perAddress } = lookupPolicy();
    // found orders do not use up the address's budget
    for (let i = 0; i < 3; i++)
      expect((await lookUpOrder(db, policy, { number, postalCode: '00100', clientAddress: addr })).kind).toBe(
        'found',
      );
    for (let i = 0; i < perAddress; i++)
      expect(
        (await lookUpOrder(db, policy, { number: `NOPE-${i}`, postalCode: '1', clientAddress: addr })).kind,
      ).toBe('not_found');
    const limited = await lookUpOrder(db, policy, { number, postalCode: '00100', clientAddress: addr });
    expect(limited.kind).toBe('limited');
    // another address still finds it
    expect(
      (await lookUpOrder(db, policy, { number, postalCode: '00100', clientAddress: uniq('b') })).kind,
    ).toBe('found');
  });

  it('lets no more parallel guesses at one order number reach the database than the budget', async () => {
    const m = await merchantFixture();
    const { number } = await pageOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const { perAccount } = lookupPolicy();
    // 40 postal codes at once, each from its own address (the per-address limit never bites)
    const out = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        lookUpOrder(db, policy, { number, postalCode: `${10000 + i}`, clientAddress: uniq('p') }),
      ),
    );
    const kinds = out.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'not_found')).toHaveLength(perAccount + 1);
    expect(kinds.filter((k) => k === 'limited')).toHaveLength(40 - perAccount - 1);
  });

  it('lets no more parallel guesses from one address reach the database than the budget', async () => {
    const m = await merchantFixture();
    await pageOrder(m);
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const { perAddress } = lookupPolicy();
    const addr = uniq('spray');
    const out = await Promise.all(
      Array.from({ length: perAddress + 25 }, (_, i) =>
        lookUpOrder(db, policy, { number: `GUESS-${i}`, postalCode: '00100', clientAddress: addr }),
      ),
    );
    const kinds = out.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'not_found')).toHaveLength(perAddress);
    expect(kinds.filter((k) => k === 'limited')).toHaveLength(25);
  });

  it("grants the order's page for an hour to this merchant only", async () => {
    const m = await merchantFixture();
    const grant = await grantFor(m.merchantId, 'a'.repeat(24));
    expect(await orderOfGrant(m.merchantId, grant)).toBe('a'.repeat(24));
    expect(await orderOfGrant((await merchantFixture()).merchantId, grant)).toBeNull();
    expect(
      await orderOfGrant(
        m.merchantId,
        grant.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
  });

  it('picks the language from the switch, then Accept-Language, then English; every language has every key', () => {
    expect(pickLanguage('sv', 'fi-FI,fi;q=0.9')).toBe('sv');
    expect(pickLanguage(undefined, 'fi-FI,fi;q=0.9,en;q=0.8')).toBe('fi');
    expect(pickLanguage('de', 'de-DE,de;q=0.9')).toBe('en');
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [p + k] : keys(v, `${p}${k}.`)));
    expect(keys(MESSAGES.fi)).toEqual(keys(MESSAGES.en));
    expect(keys(MESSAGES.sv)).toEqual(keys(MESSAGES.en));
  });
});

describe('customer page: the return form and the tracking page', () => {
  it('creates a request with a photo on its line and shows its progress on the tracking page', async () => {
    const m = await merchantFixture();
    const { slug, order, lines } = await pageOrder(m, { photo_required_for: ['defective'] });
    const grant = await grantFor(m.merchantId, order.id);
    const res = await call('POST', `/r/${slug}/o/${grant}/submit`, {
      rawBody: form(
        {
          lang: 'fi',
          method: 'own_shipment',
          [`q_${lines[0]!.id}`]: '1',
          [`reason_${lines[0]!.id}`]: 'defective',
          [`note_${lines[0]!.id}`]: 'Ei käynnisty',
          [`q_${lines[1]!.id}`]: '0',
          [`reason_${lines[1]!.id}`]: 'defective',
        },
        [[`photos_${lines[0]!.id}`, new Blob([PNG], { type: 'image/png' }), 'rikki.png']],
      ),
    });
    expect(res.status, res.text).toBe(303);
    const location = res.headers.get('location')!;
    const token = new RegExp(`^/r/${slug}/t/([\\w-]+)\\?lang=fi`).exec(location)![1]!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const db = await getDb();
    const [req] = await db.select().from(returnRequests).where(eq(returnRequests.merchantId, m.merchantId));
    expect(req).toMatchObject({ status: 'pending', language: 'fi', customerEmail: 'aino@example.com' });
    expect(req!.items).toEqual([
      expect.objectContaining({
        order_item_id: lines[0]!.id,
        quantity: 1,
        reason_code: 'defective',
        note: 'Ei käynnisty',
      }),
    ]);
    const [photo] = await db.select().from(files).where(eq(files.id, req!.items[0]!.photo_file_ids[0]!));
    expect(photo).toMatchObject({ mime: 'image/png', merchantId: m.merchantId });

    const policy = await loadReturnPolicy(db, m.merchantId);
    const pending = (await trackingView(db, policy, token))!;
    expect(pending.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['requested']);
    expect(pending.next).toBe('nextRequested');
    expect(
      await trackingView(
        db,
        policy,
        token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBeNull();

    const declined = await m.api('POST', `/v1/return-requests/${req!.id}/_decline`, {
      body: { decline: { message: 'Avattu ohjelmisto' } },
    });
    expect(declined.status).toBe(200);
    const after = (await trackingView(db, policy, token))!;
    expect(after.steps.map((s) => [s.key, s.done])).toEqual([
      ['requested', true],
      ['declined', true],
    ]);
    expect(after.declineMessage).toBe('Avattu ohjelmisto');
  });

  it('refuses a photo that is not an image, and nothing chosen, leaving nothing stored', async () => {
    const m = await merchantFixture();
    const { slug, order, lines } = await pageOrder(m);
    const grant = await grantFor(m.merchantId, order.id);
    const bad = await call('POST', `/r/${slug}/o/${grant}/submit`, {
      rawBody: form(
        {
          lang: 'en',
          method: 'own_shipment',
          [`q_${lines[0]!.id}`]: '1',
          [`reason_${lines[0]!.id}`]: 'defective',
        },
        [[`photos_${lines[0]!.id}`, new Blob(['<html>hi</html>'], { type: 'image/png' }), 'x.png']],
      ),
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toContain('error=bad_photo');
    const none = await call('POST', `/r/${slug}/o/${grant}/submit`, {
      rawBody: form({ lang: 'en', method: 'own_shipment', [`q_${lines[0]!.id}`]: '0' }),
    });
    expect(none.headers.get('location')).toContain('error=nothing_chosen');
    const tooMany = await call('POST', `/r/${slug}/o/${grant}/submit`, {
      rawBody: form({
        lang: 'en',
        method: 'own_shipment',
        [`q_${lines[0]!.id}`]: '3',
        [`reason_${lines[0]!.id}`]: 'defective',
      }),
    });
    expect(tooMany.headers.get('location')).toContain('error=not_eligible');
    const db = await getDb();
    expect(await db.select().from(files).where(eq(files.merchantId, m.merchantId))).toEqual([]);
    expect(await db.select().from(returnRequests).where(eq(returnRequests.merchantId, m.merchantId))).toEqual(
      [],
    );
    // an expired or foreign grant goes back to the search; a disabled page is not there
    const foreign = await grantFor((await merchantFixture()).merchantId, order.id);
    // (checked before the body is read: the language comes from the form's action)
    const expired = await call('POST', `/r/${slug}/o/${foreign}/submit?lang=sv`, {
      rawBody: form({ lang: 'sv' }),
    });
    expect(expired.headers.get('location')).toBe(`/r/${slug}?lang=sv&error=expired`);
    await m.api('PUT', '/v1/return-policy', { body: { return_policy: { enabled: false, slug } } });
    expect((await call('POST', `/r/${slug}/o/${grant}/submit`, { rawBody: form({}) })).status).toBe(404);
  });
});
