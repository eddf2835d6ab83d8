import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

/** A post to a portal page (a server action, or its form sent without JavaScript) with these headers. */
const post = (path: string, headers: Record<string, string>) =>
  proxy(
    new NextRequest(`http://portal.test${path}`, {
      method: 'POST',
      headers: { host: 'portal.test', 'content-type': 'multipart/form-data; boundary=x', ...headers },
      body: '--x--\r\n',
    }),
  );

describe('state-changing posts to portal pages come from the portal (Origin, else Referer)', () => {
  it('refuses a post with neither Origin nor Referer, with Origin null and with another origin: 403, not a 500', async () => {
    const refused: Record<string, string>[] = [
      {},
      { origin: 'null' },
      { origin: 'http://evil.test' },
      { origin: 'http://portal.test.evil.test' },
      { referer: 'http://evil.test/account' },
      { origin: 'http://evil.test', referer: 'http://portal.test/account' },
    ];
    for (const headers of refused) {
      const res = await post('/account', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain('not sent from the portal');
      expect(res.headers.get('content-security-policy'), JSON.stringify(headers)).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it("lets the portal's own posts through: same Origin, or a same-origin Referer when no Origin was sent", async () => {
    const allowed: Record<string, string>[] = [
      { origin: 'http://portal.test' },
      { referer: 'http://portal.test/account?x=1' },
      { 'next-action': 'abc', origin: 'http://portal.test' },
    ];
    for (const headers of allowed) {
      const res = await post('/account', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get('x-middleware-next'), JSON.stringify(headers)).toBe('1');
    }
    // Pages are read as before, whatever their Origin.
    const get = await proxy(
      new NextRequest('http://portal.test/account', { headers: { host: 'portal.test' } }),
    );
    expect(get.headers.get('x-middleware-next')).toBe('1');
  });
});
