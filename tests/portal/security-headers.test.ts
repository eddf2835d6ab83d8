import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy, config as proxyConfig } from '@/proxy';
import { portalSecurityHeaders } from '@/server/core/http/security-headers';
import { merchantFixture } from '../support/fixtures';

describe('portal security headers (proxy.ts)', () => {
  it('sets a per-request nonce CSP with frame-ancestors none, X-Frame-Options, Referrer-Policy and Permissions-Policy', async () => {
    const a = await proxy(new NextRequest('http://localhost/orders'));
    const b = await proxy(new NextRequest('http://localhost/signin'));
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('permissions-policy')).toContain('camera=()');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    // The nonce reaches the page's render through the request's own CSP header.
    expect(a.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
  });

  it("lets a customer returns page be framed by its merchant's embed origins only", async () => {
    const m = await merchantFixture(['order_returns:read', 'order_returns:manage']);
    const slug = `embed-${m.merchantId.slice(-8)}`;
    const put = await m.api('PUT', '/v1/return-policy', {
      body: { return_policy: { enabled: true, slug, embed_origins: ['https://shop.example.com'] } },
    });
    expect(put.status).toBe(200);
    const page = await proxy(new NextRequest(`http://localhost/r/${slug}`));
    expect(page.headers.get('content-security-policy')).toMatch(
      /frame-ancestors https:\/\/shop\.example\.com(;|$)/,
    );
    expect(page.headers.get('x-frame-options')).toBeNull();
    // Another merchant's page, an unknown slug and every portal page stay out of frames.
    for (const path of ['/r/no-such-shop', '/orders', `/r/${slug}x`]) {
      const other = await proxy(new NextRequest(`http://localhost${path}`));
      expect(other.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(other.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('adds HSTS only when the public address is https; names the identity provider in form-action', () => {
    const plain = portalSecurityHeaders({ nonce: 'n', publicUrl: 'http://localhost:3000' });
    expect(plain['strict-transport-security']).toBeUndefined();
    const secure = portalSecurityHeaders({
      nonce: 'n',
      publicUrl: 'https://portal.example.com',
      oidcIssuer: 'https://id.example.com/realms/x',
    });
    expect(secure['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(secure['content-security-policy']).toContain("form-action 'self' https://id.example.com");
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS on every portal page when NEXTAUTH_URL is https (no PUBLIC_URL), and none when it is http', async () => {
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
    try {
      delete process.env.PUBLIC_URL;
      process.env.NEXTAUTH_URL = 'https://portal.example.com';
      for (const path of ['/signin', '/orders', '/r/no-such-shop']) {
        const res = await proxy(new NextRequest(`http://localhost${path}`));
        expect(res.headers.get('strict-transport-security'), path).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      process.env.NEXTAUTH_URL = 'http://localhost:3000';
      const plain = await proxy(new NextRequest('http://localhost/signin'));
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('covers every portal page, sign-in included, and no API route', () => {
    const [root, pages] = proxyConfig.matcher as [string, string];
    expect(root).toBe('/');
    const re = new RegExp(`^${pages}$`);
    for (const p of ['/signin', '/orders', '/orders/abc', '/users', '/developers/webhooks'])
      expect(re.test(p), p).toBe(true);
    for (const p of ['/v1/orders', '/oauth/token', '/api/auth/session', '/ops/health', '/_next/static/x.js'])
      expect(re.test(p), p).toBe(false);
  });
});
