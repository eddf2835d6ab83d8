import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';

/**
 * SSRF guard of webhook targets (05 §5, 04 E19): never an address on a loopback, private, link-local,
 * shared, multicast or reserved network, unless WEBHOOKS_ALLOW_INSECURE=1 (development and tests).
 * Checked when an endpoint is created and again at every connection (guardedLookup), so a host that later
 * resolves to a private address (DNS rebinding) is refused too.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return !blocked.check(mapped[1]!, 'ipv4');
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

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
  if (addresses.length === 0) refuse('the host does not resolve');
  if (!addresses.every(isPublicAddress))
    refuse('the host resolves to a private, loopback or link-local address');
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
