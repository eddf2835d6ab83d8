/**
 * Portal sign-in for benchmarks, as a browser does it: GET /api/auth/csrf (token and its cookie), then POST the
 * credentials form to /api/auth/callback/credentials; returns the Cookie header of the signed-in session.
 * And the JavaScript a page makes a browser download first: every <script src> of its HTML, gzipped.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { api } from './lib.mjs';

function cookiesOf(res, jar) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return jar;
}
const header = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function portalSession(baseUrl, email, password) {
  const jar = new Map();
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  cookiesOf(csrf, jar);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(jar) },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/home`, json: 'true' }),
  });
  cookiesOf(res, jar);
  if (![...jar.keys()].some((k) => k.includes('session-token')))
    throw new Error(`sign-in as ${email} failed: ${res.status} ${res.headers.get('location')}`);
  return header(jar);
}

/**
 * A merchant staff user of `m` (a benchMerchant) made through the operator API for this run, signed in at
 * `url`: the Cookie header of its session.
 */
export async function merchantUserSession(url, m, label) {
  const email = `${label}-${randomUUID().slice(0, 8)}@bench.test`;
  const password = `bench-${label}-password`;
  const user = await api('POST', `/ops/v1/merchants/${m.merchantId}/users`, {
    token: m.operatorToken,
    body: { user: { email, password, role: 'merchant_staff', name: 'Bench' } },
  });
  if (user.status !== 201) throw new Error(`user: ${user.status} ${user.text}`);
  return portalSession(url, email, password);
}

/** The scripts a page's HTML loads (src attributes), each fetched once, and their total size gzipped. */
export async function firstLoadJs(baseUrl, path, cookie) {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzipped = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, raw_bytes: raw, gzip_bytes: gzipped };
}
