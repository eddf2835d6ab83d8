import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/server/auth/safe-return-path';

// Payloads after the OWASP open-redirect cheat sheet and its usual bypass lists, as a browser would have them
// after decoding the query string once.
const REFUSED = [
  '//evil.test',
  '//evil.test/phish',
  '/\t/evil.test/phish',
  '/%09/evil.test'.replace('%09', '\t'),
  '/\n/evil.test',
  '/\r/evil.test',
  '/\u0000/evil.test',
  '\\\\evil.test',
  '/\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  'https://evil.test',
  'http://evil.test/home',
  'HTTPS://evil.test',
  'https:evil.test',
  '///evil.test',
  '////evil.test',
  '/.//evil.test',
  '/./..//evil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.test@localhost',
  'http://localhost@evil.test',
  'https://localhost.evil.test',
  '//localhost%2eevil.test',
  '/\u2028/evil.test',
  '\u0085//evil.test',
  'x'.repeat(5000),
  '',
];

const KEPT: [string, string][] = [
  ['/orders', '/orders'],
  ['/orders?status=open&page=2', '/orders?status=open&page=2'],
  ['/orders/%2F%2Fevil.test', '/orders/%2F%2Fevil.test'],
  ['/a/../orders', '/orders'],
  ['orders', '/orders'],
  // Same scheme without slashes is a path of this origin (what a browser makes of it too).
  ['http:/evil.test', '/evil.test'],
  ['/orders#top', '/orders'],
];

describe('safeReturnPath (one safe-redirect function)', () => {
  it.each(REFUSED.map((v) => [JSON.stringify(v).slice(0, 60), v]))('refuses %s', (_label, value) => {
    expect(safeReturnPath(value, '/home')).toBe('/home');
  });

  it.each(KEPT)('keeps %s as %s', (value, expected) => {
    expect(safeReturnPath(value, '/home')).toBe(expected);
  });

  it('keeps an absolute URL of the portal itself, as its path', () => {
    const base = process.env.PUBLIC_URL ?? process.env.NEXTAUTH_URL ?? 'http://localhost:3000';
    expect(safeReturnPath(`${base.replace(/\/$/, '')}/orders?x=1`)).toBe('/orders?x=1');
  });

  it('never throws and never answers anything that is not a same-origin path', () => {
    const odd = [
      null,
      undefined,
      42,
      {},
      [],
      '%',
      '%%',
      '/%E0%A4%A',
      '\ud800',
      '/\ud800',
      'http://[::1',
      ':',
    ];
    for (const v of odd) {
      const out = safeReturnPath(v);
      expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
    }
  });
});
