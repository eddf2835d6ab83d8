import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientAddressFrom, PEER_HEADER } from '@/server/core/client-address';

const h = (peer: string | null, xff?: string) =>
  new Headers({ ...(peer ? { [PEER_HEADER]: peer } : {}), ...(xff ? { 'x-forwarded-for': xff } : {}) });

const suiteTrust = process.env.TRUSTED_PROXIES;
beforeEach(() => {
  delete process.env.TRUSTED_PROXIES;
});
afterEach(() => {
  if (suiteTrust === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = suiteTrust;
});

describe('client address (X-Forwarded-For believed only from TRUSTED_PROXIES)', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressFrom(h('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7');
    expect(clientAddressFrom(h('::ffff:203.0.113.7', '1.2.3.4, 5.6.7.8'))).toBe('203.0.113.7');
  });

  it('believes the address a trusted proxy appended, and no further left than the first untrusted hop', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1/32, 10.0.0.0/8';
    expect(clientAddressFrom(h('127.0.0.1', '1.2.3.4, 198.51.100.9'))).toBe('198.51.100.9');
    expect(clientAddressFrom(h('127.0.0.1', '1.2.3.4, 198.51.100.9, 10.1.2.3'))).toBe('198.51.100.9');
    // A peer that is not a proxy speaks only for itself.
    expect(clientAddressFrom(h('198.51.100.20', '1.2.3.4'))).toBe('198.51.100.20');
    expect(clientAddressFrom(h('127.0.0.1', 'not-an-address'))).toBe('unknown');
  });

  it('counts hops when TRUSTED_PROXIES is a number', () => {
    process.env.TRUSTED_PROXIES = '1';
    expect(clientAddressFrom(h('127.0.0.1', 'spoofed, 198.51.100.9'))).toBe('198.51.100.9');
    process.env.TRUSTED_PROXIES = '2';
    expect(clientAddressFrom(h('127.0.0.1', 'spoofed, 198.51.100.9, 10.0.0.2'))).toBe('198.51.100.9');
  });

  it('normalises IPv6 and accepts plain objects (next-auth passes headers as one)', () => {
    expect(clientAddressFrom({ [PEER_HEADER]: '2001:db8:0:0:0:0:0:1' })).toBe('2001:db8:0:0:0:0:0:1');
    expect(clientAddressFrom({})).toBe('unknown');
  });

  it('fails closed without the peer stamp: X-Forwarded-For is not believed unless a proxy is trusted', () => {
    // No stamp, no trusted proxy: every request is the one address 'unknown', whatever it claims.
    expect(clientAddressFrom(h(null, '198.51.100.9'))).toBe('unknown');
    expect(clientAddressFrom(h(null, '1.2.3.4, 198.51.100.9'))).toBe('unknown');
    // With TRUSTED_PROXIES the unseen peer is the trusted proxy, and no more is believed than with it.
    process.env.TRUSTED_PROXIES = '1';
    expect(clientAddressFrom(h(null, 'spoofed, 198.51.100.9'))).toBe('198.51.100.9');
    process.env.TRUSTED_PROXIES = '2';
    expect(clientAddressFrom(h(null, 'spoofed, 198.51.100.9, 10.0.0.2'))).toBe('198.51.100.9');
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientAddressFrom(h(null, '1.2.3.4, 198.51.100.9, 10.1.2.3'))).toBe('198.51.100.9');
    expect(clientAddressFrom(h(null, ''))).toBe('unknown');
  });
});
