import { describe, expect, it } from 'vitest';
import { requestOrigin, withRequestOrigin } from '@/server/auth/local-origin';

describe('sign-in answers on the local address the server was reached by (docs/decisions/security.md)', () => {
  const local = 'http://localhost:3510';

  it('without PUBLIC_URL: another loopback name of the same port gets its own address back', () => {
    expect(requestOrigin(local, '127.0.0.1:3510', false)).toBe('http://127.0.0.1:3510');
    expect(requestOrigin(local, 'LOCALHOST:3510', false)).toBe('http://localhost:3510');
    expect(requestOrigin('http://127.0.0.1:3510', 'localhost:3510', false)).toBe('http://localhost:3510');
    expect(requestOrigin(local, '[::1]:3510', false)).toBe('http://[::1]:3510');
  });

  it('anything else keeps the configured address: PUBLIC_URL set, another host or port, https', () => {
    expect(requestOrigin(local, '127.0.0.1:3510', true)).toBe(local);
    expect(requestOrigin(local, 'evil.example:3510', false)).toBe(local);
    expect(requestOrigin(local, '127.0.0.1:3511', false)).toBe(local);
    expect(requestOrigin('https://portal.example.com', '127.0.0.1', false)).toBe(
      'https://portal.example.com',
    );
    expect(requestOrigin(local, null, false)).toBe(local);
    expect(requestOrigin(local, 'bad host/', false)).toBe(local);
  });

  it("moves next-auth's redirect to the request's address, and leaves other answers alone", () => {
    const redirect = () =>
      new Response(null, { status: 302, headers: { location: 'http://localhost:3510/home' } });
    expect(withRequestOrigin(redirect(), local, 'http://127.0.0.1:3510').headers.get('location')).toBe(
      'http://127.0.0.1:3510/home',
    );
    expect(withRequestOrigin(redirect(), local, local).headers.get('location')).toBe(
      'http://localhost:3510/home',
    );
    const elsewhere = new Response(null, { status: 302, headers: { location: 'https://idp.example/auth' } });
    expect(withRequestOrigin(elsewhere, local, 'http://127.0.0.1:3510').headers.get('location')).toBe(
      'https://idp.example/auth',
    );
  });
});
