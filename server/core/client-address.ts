import ipaddr from 'ipaddr.js';
import { log } from './logger';

/**
 * The address of the client a request came from, for per-address limits and logs (README "TRUSTED_PROXIES").
 *
 * A route handler does not see the TCP socket, so instrumentation.ts stamps every request the Node server
 * receives with PEER_HEADER, the socket's remote address, overwriting whatever a client sent under that name.
 * X-Forwarded-For is believed only as far as the hops it passed are trusted proxies:
 * - TRUSTED_PROXIES unset or empty: no proxy is trusted; the socket address is the client.
 * - TRUSTED_PROXIES=<n> (a hop count): the n-th address from the right of `X-Forwarded-For, socket`.
 * - TRUSTED_PROXIES=<CIDR or address list>: walking from the socket leftwards through X-Forwarded-For, the
 *   first address that is not a trusted proxy (the cluster's HAProxy on 127.0.0.1 appends the client).
 * Without the peer header (the stamp missing: a handler called in-process, or a server the stamp did not reach)
 * nothing fails open: with no TRUSTED_PROXIES every such request is the one address 'unknown' (one shared
 * bucket, so a limit still holds); with TRUSTED_PROXIES the unseen peer is taken for the first trusted proxy
 * (it is the one that appended the rightmost entry) and the same rules apply to X-Forwarded-For. Tests speak
 * for an address that way, through TRUSTED_PROXIES (tests/support/test-env.mjs). In production a missing stamp
 * is logged once.
 */
export const PEER_HEADER = 'x-fp-peer-address';

type Trust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'cidrs'; ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

let cached: { raw: string | undefined; trust: Trust } | null = null;

function trust(): Trust {
  const raw = process.env.TRUSTED_PROXIES?.trim();
  if (cached && cached.raw === raw) return cached.trust;
  let t: Trust = { kind: 'none' };
  if (raw && /^\d+$/.test(raw)) t = Number(raw) > 0 ? { kind: 'hops', hops: Number(raw) } : { kind: 'none' };
  else if (raw) {
    const ranges = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
        if (s.includes('/')) return ipaddr.parseCIDR(s);
        const a = ipaddr.parse(s);
        return [a, a.kind() === 'ipv4' ? 32 : 128];
      });
    t = { kind: 'cidrs', ranges };
  }
  cached = { raw, trust: t };
  return t;
}

/** Throws when TRUSTED_PROXIES is not a hop count nor a list of addresses/CIDRs (checked at startup). */
export function assertTrustedProxiesValid(): void {
  try {
    cached = null;
    trust();
  } catch (err) {
    throw new Error(
      `TRUSTED_PROXIES must be a hop count or a comma-separated list of addresses/CIDRs: ${(err as Error).message}`,
    );
  }
}

/** An address in its canonical text: IPv4-mapped IPv6 (::ffff:1.2.3.4) as IPv4; anything unparsable as null. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.startsWith('[')) v = v.slice(1, v.indexOf(']') > 0 ? v.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  v = v.replace(/%.*$/, '');
  if (!ipaddr.isValid(v)) return null;
  const a = ipaddr.parse(v);
  if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress())
    return (a as ipaddr.IPv6).toIPv4Address().toString();
  return a.kind() === 'ipv6' ? (a as ipaddr.IPv6).toNormalizedString() : a.toString();
}

function isTrusted(address: string, ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][]): boolean {
  const a = ipaddr.parse(address);
  return ranges.some(([range, bits]) => {
    if (a.kind() !== range.kind()) return false;
    return a.match(range, bits);
  });
}

const TRUSTED_PEER = '(the trusted proxy)';
let warned = false;
function warnNoStamp(): void {
  if (warned || process.env.NODE_ENV !== 'production' || process.env.VITEST) return;
  warned = true;
  // Logged, not thrown: the address falls back to the safe side above.
  log.error('a request without the peer-address stamp', {
    header: PEER_HEADER,
    consequence: 'per-address limits share one bucket unless TRUSTED_PROXIES is set',
  });
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(h: HeaderSource, name: string): string | undefined {
  if (typeof (h as Headers).get === 'function') return (h as Headers).get(name) ?? undefined;
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** The client's address from request headers (see above); 'unknown' when nothing usable is there. */
export function clientAddressFrom(headers: HeaderSource): string {
  const forwarded = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const peerRaw = header(headers, PEER_HEADER);
  const t = trust();
  if (!peerRaw) {
    warnNoStamp();
    // No socket address: believe nothing unless a proxy is trusted, and then only as far as it is.
    if (t.kind === 'none' || forwarded.length === 0) return 'unknown';
  }
  // Without the stamp the peer is taken for a trusted proxy: a placeholder the rules below skip over.
  const chain = [...forwarded, peerRaw || TRUSTED_PEER];
  let pick: string | undefined;
  if (t.kind === 'none') pick = chain[chain.length - 1];
  else if (t.kind === 'hops') pick = chain[Math.max(0, chain.length - 1 - t.hops)];
  else {
    for (let i = chain.length - 1; i >= 0; i--) {
      if (i === chain.length - 1 && !peerRaw) continue;
      const a = normalizeAddress(chain[i]);
      if (!a) {
        pick = chain[i];
        break;
      }
      pick = a;
      if (!isTrusted(a, t.ranges)) break;
    }
  }
  return normalizeAddress(pick) ?? 'unknown';
}

export function clientAddress(req: Request): string {
  return clientAddressFrom(req.headers);
}
