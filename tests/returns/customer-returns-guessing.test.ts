import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantFor } from '@/server/returns/customer-page/find-order';
import { gateTrackingPage, trackingPolicy } from '@/server/returns/customer-page/tracking-gate';
import { call, merchantFixture, uniq, type MerchantFixture } from '../support/fixtures';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';

/** A return sent through the customer page: its page's slug and tracking token. */
async function sentReturn(m: MerchantFixture) {
  const { slug } = await enablePolicy(m);
  const { order, lines } = await processedOrder(m, { quantities: [1] });
  const f = new FormData();
  for (const [k, v] of Object.entries({
    lang: 'en',
    method: 'own_shipment',
    [`q_${lines[0]!.id}`]: '1',
    [`reason_${lines[0]!.id}`]: 'no_longer_needed',
  }))
    f.append(k, v);
  const res = await call('POST', `/r/${slug}/o/${await grantFor(m.merchantId, order.id)}/submit`, {
    rawBody: f,
  });
  expect(res.status, res.text).toBe(303);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/\/t\//);
  const token = /\/t\/([\w-]+)\?/.exec(location)![1]!;
  return { slug: slug as string, token };
}

const from = (address: string, lang = 'fi-FI,fi;q=0.9') =>
  new Headers({ 'x-forwarded-for': address, 'accept-language': lang });
const guess = () => randomBytes(24).toString('base64url');
const addr = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe('customer page: the tracking token cannot be guessed at speed', () => {
  it('lets exactly the budget of parallel wrong tokens from one address through to the page (its 404); the rest, and then the right token, are 429', async () => {
    const m = await merchantFixture();
    const { slug, token } = await sentReturn(m);
    const { perAddress } = trackingPolicy();
    const one = `2001:db8::${randomBytes(2).toString('hex')}`;
    const out = await Promise.all(
      Array.from({ length: perAddress + 20 }, () =>
        gateTrackingPage(`/r/${slug}/t/${guess()}`, from(one), null),
      ),
    );
    expect(out.filter((r) => r === null)).toHaveLength(perAddress);
    const refused = out.filter((r): r is Response => r !== null);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.status).toBe(429);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await refused[0]!.text();
    expect(body).toContain('lang="fi"');
    expect(body).toContain('Liian monta yritystä');
    // the right token waits too from that address (no answer on any token), but not from another one
    expect((await gateTrackingPage(`/r/${slug}/t/${token}`, from(one), 'sv'))?.status).toBe(429);
    expect(await gateTrackingPage(`/r/${slug}/t/${token}`, from(addr()), null)).toBeNull();
  });

  it('does not count right tokens; counts another merchant’s token on this page as a wrong one', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const ra = await sentReturn(a);
    const rb = await sentReturn(b);
    const { perAddress } = trackingPolicy();
    const me = addr();
    const who = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < perAddress + 5; i++)
      expect(await gateTrackingPage(`/r/${ra.slug}/t/${ra.token}`, from(who), null)).toBeNull();
    const crossed = await Promise.all(
      Array.from({ length: perAddress + 1 }, () =>
        gateTrackingPage(`/r/${rb.slug}/t/${ra.token}`, from(me), null),
      ),
    );
    expect(crossed.filter((r) => r === null)).toHaveLength(perAddress);
    expect(crossed.filter((r) => r?.status === 429)).toHaveLength(1);
    // a page that is not a tracking page, and an unknown page, are not the gate's
    expect(await gateTrackingPage(`/r/${rb.slug}`, from(me), null)).toBeNull();
    expect(await gateTrackingPage(`/r/no-such-page-${uniq('x')}/t/${guess()}`, from(me), null)).toBeNull();
  });
});
