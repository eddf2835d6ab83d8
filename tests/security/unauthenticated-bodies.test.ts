import { describe, expect, it } from 'vitest';
import { grantFor } from '@/server/returns/customer-page/find-order';
import { merchantFixture, uniq } from '../support/fixtures';
import { dispatch } from '../support/dispatch';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';

const MB = 1024 * 1024;

/** A chunked body (no Content-Length) of `total` bytes in 1 MB chunks, counting how much was pulled. */
function chunked(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(MB).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return dispatch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----x', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

async function shop() {
  const m = await merchantFixture();
  const saved = await enablePolicy(m);
  const { order } = await processedOrder(m, {
    quantities: [1],
    merchantsId: uniq('ORD').toUpperCase(),
    customer: { postal_code: '00100', country_code: 'FI', email: 'aino@example.com' },
  });
  return { m, slug: saved.slug as string, order };
}

describe('bodies read without a session or token are bounded (chunked included)', () => {
  it('the customer return form checks the grant before reading: a chunked 200 MB body with a forged grant is not read', async () => {
    const { slug, order } = await shop();
    const forged = `${order.id}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    const { stream, state } = chunked(200 * MB);
    const t0 = performance.now();
    const res = await post(`/r/${slug}/o/${forged}/submit?lang=fi`, stream);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/r/${slug}?lang=fi&error=expired`);
    expect(performance.now() - t0).toBeLessThan(2000);
    // At most what a stream reads ahead of its reader: nothing of the body was taken in.
    expect(state.pulled).toBeLessThanOrEqual(2 * MB);
  });

  it("the customer return form reads a valid grant's chunked body with a hard cap: 70 MB is refused at 60", async () => {
    const { m, slug, order } = await shop();
    const grant = await grantFor(m.merchantId, order.id);
    const { stream, state } = chunked(70 * MB);
    const res = await post(`/r/${slug}/o/${grant}/submit?lang=en`, stream);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('error=bad_photo');
    expect(state.pulled).toBeLessThanOrEqual(62 * MB);
  });

  it("next-auth's routes read at most 64 KB: a chunked 40 MB sign-in post is 413 and never buffered", async () => {
    const { stream, state } = chunked(40 * MB);
    const before = process.memoryUsage().arrayBuffers;
    const res = await post('/api/auth/callback/credentials', stream, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(413);
    // Drained (thrown away) up to 32 MB so a browser still sending gets the answer; never kept.
    expect(state.pulled).toBeLessThanOrEqual(34 * MB);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * MB);
  });
});
