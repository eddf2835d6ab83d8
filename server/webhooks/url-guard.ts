import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import dns from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';

/**
 * SSRF guard of webhook targets (05 §5, 04 E19): only global unicast addresses, unless
 * WEBHOOKS_ALLOW_INSECURE=1 (development and tests). ipaddr.js classifies the address: IPv4 must be plain
 * unicast (no loopback, private, shared, link-local, multicast, broadcast, documentation, benchmarking or
 * reserved range); IPv6 must be plain unicast inside 2000::/3, which refuses every form that embeds or reaches
 * an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64
 * 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) as well as unique-local, link-local,
 * discard-only 100::/64 and documentation ranges.
 * Checked when an endpoint is created and again at every connection (guardedLookup), so a host that later
 * resolves to a private address (DNS rebinding) is refused too.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') return (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
  return true;
}

/** The one reason given for a host that may not be called, whatever the cause. */
export const NOT_PUBLIC = 'the address is not allowed';

function refuse(reason: string): never {
  throw new AppError('WEBHOOK_URL_NOT_ALLOWED', `The webhook URL is not allowed: ${reason}.`, {
    details: { reason },
  });
}

/** Refuses a URL we must not call; resolves its host. */
export async function assertWebhookUrlAllowed(raw: string): Promise<URL> {
  // The scheme was checked with the body (webhookUrlProblem in schemas.ts): a wrong one is VALIDATION_ERROR.
  const url = new URL(raw);
  const insecure = config.webhooksAllowInsecure;
  if (url.username || url.password) refuse('credentials in the URL are not allowed');
  if (insecure) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (r) => r.map((a) => a.address),
        () => [],
      );
  // One answer whether the host does not resolve or resolves inside: telling them apart would let anyone map
  // which internal names exist.
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) refuse(NOT_PUBLIC);
  return url;
}

/** dns.lookup for http(s).request that refuses non-public addresses at connection time. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const ok = config.webhooksAllowInsecure ? list : list.filter((a) => isPublicAddress(a.address));
    if (ok.length === 0)
      return callback(
        Object.assign(new Error('refused: non-public address'), { code: 'EADDRNOTALLOWED' }),
        '',
        4,
      );
    if ((options as dns.LookupOptions).all) return (callback as any)(null, ok);
    callback(null, ok[0]!.address, ok[0]!.family);
  });
};
