import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { notReturnableBecause, problemsByLine } from '@/server/returns/customer-page/choose-view';
import { grantFor } from '@/server/returns/customer-page/find-order';
import { openFormState, sealFormState } from '@/server/returns/customer-page/form-state';
import { trackingView } from '@/server/returns/customer-page/tracking';
import { eligibilityOf, loadOrderForReturn, requestedUnits } from '@/server/returns/policy/eligibility';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';
import { call, merchantFixture, operatorFixture, type MerchantFixture } from '../support/fixtures';
import { arrive } from '../support/returns-data';

/** The customer page's return form after a refusal, its words for items, and the tracking page's steps. */

async function pageOrder(m: MerchantFixture, policy: Record<string, unknown> = {}) {
  const saved = await enablePolicy(m, policy);
  const { order, lines, products: prods } = await processedOrder(m, { quantities: [2, 1] });
  return { slug: saved.slug as string, order, lines, products: prods };
}

function submit(slug: string, grant: string, fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries({ lang: 'fi', method: 'own_shipment', ...fields })) f.append(k, v);
  return call('POST', `/r/${slug}/o/${grant}/submit`, { rawBody: f });
}

const stateOf = (location: string) => new URL(location, 'http://x').searchParams.get('state') ?? undefined;

describe('customer page: a refused return form', () => {
  it('comes back with every choice kept and each problem as a code of the page beside its own item', async () => {
    const m = await merchantFixture();
    const { slug, order, lines } = await pageOrder(m, { photo_required_for: ['damaged_in_transit'] });
    const grant = await grantFor(m.merchantId, order.id);
    const [a, b] = [lines[0]!.id, lines[1]!.id];
    const res = await submit(slug, grant, {
      [`q_${a}`]: '2',
      [`reason_${a}`]: 'damaged_in_transit',
      [`note_${a}`]: 'Purkki rikki',
      [`q_${b}`]: '1',
      [`reason_${b}`]: 'other',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/error=not_eligible/);
    // no raw codes in the address for the page to print
    expect(location).not.toMatch(/problems=|photo_required|note_required/);
    const state = (await openFormState(grant, stateOf(location)))!;
    expect(state.lines[a]).toEqual({ q: 2, r: 'damaged_in_transit', x: '', n: 'Purkki rikki', p: false });
    expect(state.lines[b]).toMatchObject({ q: 1, r: 'other', n: '' });
    expect(state.m).toBe('own_shipment');
    const byLine = problemsByLine(state);
    expect(byLine.lines.get(a)?.codes).toEqual(['photo_required']);
    expect(byLine.lines.get(b)?.codes).toEqual(['note_required']);
    expect([...byLine.lines.get(b)!.fields]).toEqual(['note']);
  });

  it('refuses an item chosen without a reason beside it ("choose a reason" is the first option)', async () => {
    const m = await merchantFixture();
    const { slug, order, lines } = await pageOrder(m);
    const grant = await grantFor(m.merchantId, order.id);
    const res = await submit(slug, grant, { [`q_${lines[0]!.id}`]: '1', [`reason_${lines[0]!.id}`]: '' });
    const state = (await openFormState(grant, stateOf(res.headers.get('location')!)))!;
    expect(state.problems).toEqual([{ line: lines[0]!.id, code: 'reason_missing' }]);
  });

  it('shows only states it sealed itself for this grant: a link made elsewhere puts nothing on the page', async () => {
    const m = await merchantFixture();
    const grant = await grantFor(m.merchantId, 'a'.repeat(24));
    const sealed = await sealFormState(grant, {
      lines: {},
      m: 'own_shipment',
      problems: [{ line: null, code: 'method_not_offered' }],
    });
    expect(await openFormState(grant, sealed)).not.toBeNull();
    const other = await grantFor(m.merchantId, 'b'.repeat(24));
    expect(await openFormState(other, sealed)).toBeNull();
    const [body] = sealed.split('.');
    const forged = Buffer.from(
      JSON.stringify({ lines: {}, m: '', problems: [{ line: null, code: 'Call +358 000' }] }),
    ).toString('base64url');
    expect(await openFormState(grant, `${forged}.${sealed.split('.')[1]}`)).toBeNull();
    expect(await openFormState(grant, `${body}.${'A'.repeat(43)}`)).toBeNull();
    expect(await openFormState(grant, 'Call us at +358 000')).toBeNull();
  });
});

describe('customer page: items and the tracking page in the real state', () => {
  it('says "return requested" for units in a pending request, "already returned" otherwise; names in the page language', async () => {
    const m = await merchantFixture();
    const { slug, order, lines, products: prods } = await pageOrder(m, { review: 'manual' });
    const db = await getDb();
    await db
      .update(products)
      .set({ nameTranslations: { fi: 'Puolukkahillo 400 g' } })
      .where(eq(products.id, prods[0]!.id));
    const grant = await grantFor(m.merchantId, order.id);
    const res = await submit(slug, grant, {
      [`q_${lines[0]!.id}`]: '2',
      [`reason_${lines[0]!.id}`]: 'no_longer_needed',
    });
    const token = /\/t\/([\w-]+)\?/.exec(res.headers.get('location')!)![1]!;
    const policy = await loadReturnPolicy(db, m.merchantId);
    const loaded = await loadOrderForReturn(db, m.merchantId, order.id);
    const eligibility = await eligibilityOf(db, m.merchantId, loaded, policy);
    const requested = await requestedUnits(db, order.id);
    expect(notReturnableBecause(eligibility.items[0]!, requested)).toEqual(['return_requested']);
    expect(notReturnableBecause(eligibility.items[0]!, new Map())).toEqual(['already_returned']);
    // the Finnish name where one is stored, the name as sold elsewhere
    expect((await trackingView(db, policy, token, 'fi'))!.items[0]!.name).toBe('Puolukkahillo 400 g');
    expect((await trackingView(db, policy, token, 'sv'))!.items[0]!.name).toBe('Product 1');
  });

  it('after the parcel arrived the next step is not "pack the items and send them"', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { slug, order, lines } = await pageOrder(m, { review: 'automatic' });
    const grant = await grantFor(m.merchantId, order.id);
    const res = await submit(slug, grant, {
      [`q_${lines[0]!.id}`]: '1',
      [`reason_${lines[0]!.id}`]: 'no_longer_needed',
    });
    const token = /\/t\/([\w-]+)\?/.exec(res.headers.get('location')!)![1]!;
    const db = await getDb();
    const policy = await loadReturnPolicy(db, m.merchantId);
    const approved = (await trackingView(db, policy, token))!;
    expect(approved.next).toBe('nextApproved');
    const requestId = approved.requestId;
    const req = (await m.api('GET', `/v1/return-requests/${requestId}`)).body.return_request;
    await arrive(op, req.order_return.id);
    const arrived = (await trackingView(db, policy, token))!;
    expect(arrived.steps.find((s) => s.key === 'arrived')!.done).toBe(true);
    expect(arrived.next).toBe('nextArrived');
  });
});
