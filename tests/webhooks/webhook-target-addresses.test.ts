import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '@/server/webhooks/url-guard';
import { merchantFixture } from '../support/fixtures';

/** Every IPv6 form that embeds or reaches an IPv4 address, each pointing at loopback or metadata. */
const EMBEDDED: [string, string][] = [
  ['IPv4-mapped', '::ffff:127.0.0.1'],
  ['IPv4-mapped, hex', '::ffff:7f00:1'],
  ['IPv4-compatible (deprecated)', '::127.0.0.1'],
  ['IPv4-compatible, hex', '::7f00:1'],
  ['SIIT (RFC 6145)', '::ffff:0:7f00:1'],
  ['SIIT, dotted', '::ffff:0:127.0.0.1'],
  ['NAT64 well-known prefix (RFC 6052)', '64:ff9b::7f00:1'],
  ['NAT64 well-known prefix, dotted', '64:ff9b::169.254.169.254'],
  ['NAT64 local-use prefix (RFC 8215)', '64:ff9b:1::a9fe:a9fe'],
  ['6to4 (2002::/16)', '2002:7f00:1::1'],
  ['6to4 of the metadata address', '2002:a9fe:a9fe::'],
  ['Teredo (2001::/32)', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo, short', '2001::1'],
  ['discard-only (100::/64)', '100::1'],
  ['unspecified', '::'],
  ['loopback', '::1'],
  ['unique local', 'fd00::1'],
  ['link local', 'fe80::1'],
  ['site local (deprecated)', 'fec0::1'],
  ['multicast', 'ff02::1'],
  ['documentation', '2001:db8::1'],
  ['benchmarking', '2001:2::1'],
  ['ORCHIDv2', '2001:20::1'],
];

const IPV4: string[] = [
  '0.0.0.0',
  '127.0.0.1',
  '10.1.2.3',
  '100.64.0.1',
  '169.254.169.254',
  '172.16.0.1',
  '192.0.0.1',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.0.1',
  '198.18.0.1',
  '198.51.100.1',
  '203.0.113.1',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
];

describe('webhook targets: only global unicast addresses', () => {
  it.each(EMBEDDED)('refuses %s: %s', (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(IPV4)('refuses the IPv4 special-purpose address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('accepts global unicast addresses of both families', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of ['', 'localhost', '0x7f.1', '2130706433', '127.1'])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses each embedded form as a webhook URL through the API (400 WEBHOOK_URL_NOT_ALLOWED)', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    process.env.WEBHOOKS_ALLOW_INSECURE = '0';
    try {
      for (const [form, address] of EMBEDDED) {
        const res = await m.api('POST', '/v1/webhook-endpoints', {
          body: {
            webhook_endpoint: {
              url: `https://[${address}]/hook`,
              event_types: ['product.inventory_changed'],
            },
          },
        });
        expect(res.status, form).toBe(400);
        expect(res.body.error_code, form).toBe('WEBHOOK_URL_NOT_ALLOWED');
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_INSECURE = '1';
    }
  });
});

describe('the refusal of a webhook host', () => {
  it('reads the same whether the host does not resolve or resolves to a private address (no map of internal names)', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    process.env.WEBHOOKS_ALLOW_INSECURE = '0';
    try {
      const answer = async (url: string) => {
        const res = await m.api('POST', '/v1/webhook-endpoints', {
          body: { webhook_endpoint: { url, event_types: ['product.inventory_changed'] } },
        });
        expect(res.status, url).toBe(400);
        expect(res.body.error_code, url).toBe('WEBHOOK_URL_NOT_ALLOWED');
        return JSON.stringify({ message: res.body.message, details: res.body.details ?? null });
      };
      const unresolvable = await answer('https://no-such-host.invalid/hook');
      const loopbackName = await answer('https://localhost/hook');
      const privateAddress = await answer('https://10.0.0.1/hook');
      expect(loopbackName).toBe(unresolvable);
      expect(privateAddress).toBe(unresolvable);
      expect(unresolvable).not.toMatch(/resolve|private|loopback/i);
    } finally {
      process.env.WEBHOOKS_ALLOW_INSECURE = '1';
    }
  });
});
