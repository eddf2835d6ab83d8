// The attacks of `npm run attacks` on the portal (docs/decisions/security.md; sign-in and token attacks in
// sign-in.mjs, the customer page's in customer-page.mjs), with the helpers they share: each takes { cluster, ctx } and answers
// { tries, problems[], note? }. Every one is bounded (a fixed number of requests, each with a timeout) and
// starts with the attempt limiters cleared, so their order does not matter.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { request } from '../faults/api.mjs';
import { Jar, hit, portalRoutes, signIn, signOut, submitForm } from './browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'attack suite passphrase 1';

/** Clears the attempt limiters (the throwaway database's rate_limits rows whose key is like one of `patterns`). */
export async function clearLimiters(databaseUrl, patterns = ['login%', 'token%', 'returns-%']) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('delete from rate_limits where key like any($1::text[])', [patterns]);
  } finally {
    await c.end();
  }
}

/** A portal user of the attack's merchant, made through the operator API. */
export async function newUser(base, merchant, role = 'merchant_staff') {
  let res;
  // A keep-alive connection the load balancer closed after an earlier attack's flood answers nothing (status 0):
  // try again, under a new address.
  for (let i = 0; i < 3; i++) {
    const email = `attack-${randomUUID().slice(0, 8)}@example.test`;
    res = await request(base, 'POST', `/ops/v1/merchants/${merchant.merchantId}/users`, {
      token: merchant.operatorToken,
      body: { user: { email, password: PASSWORD, role } },
    });
    if (res.status === 201) return { email, password: PASSWORD, id: res.body.user.id };
    if (res.status !== 0) break;
  }
  throw new Error(`create user: ${res.status} ${res.error ?? JSON.stringify(res.body)}`);
}
/** Open-redirect payloads (after the OWASP cheat sheet) as callbackUrl, signed in and signed out. */
export const REDIRECT_PAYLOADS = [
  '//evil.test',
  '//evil.test/phish',
  '///evil.test',
  '////evil.test',
  '/\t/evil.test/phish',
  '/\n/evil.test',
  '/\r/evil.test',
  '/%09/evil.test',
  '/%2F%2Fevil.test',
  '\\\\evil.test',
  '/\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  'https://evil.test',
  'http://evil.test',
  'HTTPS://evil.test',
  'https:evil.test',
  '//evil.test@127.0.0.1',
  'http://127.0.0.1@evil.test',
  '/.//evil.test',
  '/./..//evil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u0000//evil.test',
  '/\u2028/evil.test',
  'http://evil.test%23.127.0.0.1',
  '//%65vil.test',
  'x'.repeat(5000),
  '%',
  '/%E0%A4%A',
];

function sameOrigin(base, location) {
  if (location === null) return true;
  if (/[\u0000-\u001f\\]/.test(location)) return false;
  try {
    return new URL(location, base).origin === new URL(base).origin && !location.startsWith('//');
  } catch {
    return false;
  }
}

export async function openRedirect({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant);
  const session = await signIn(cluster.url, u.email, u.password);
  const problems = [];
  let tries = 0;
  for (const payload of REDIRECT_PAYLOADS) {
    for (const jar of [session.jar, new Jar()]) {
      tries++;
      const path = `/signin?callbackUrl=${encodeURIComponent(payload)}`;
      // A request that got no answer at all is tried once more; a second miss counts against the payload.
      let r = await hit(cluster.url, path, { jar });
      if (r.status === 0) r = await hit(cluster.url, path, { jar });
      if (r.status >= 500 || r.status === 0)
        problems.push(`${JSON.stringify(payload).slice(0, 40)}: ${r.status} ${r.error ?? ''}`);
      else if (!sameOrigin(cluster.url, r.location))
        problems.push(`${JSON.stringify(payload).slice(0, 40)} -> ${r.location}`);
    }
  }
  // After signing in: next-auth's own redirect with the payload as callbackUrl.
  for (const payload of REDIRECT_PAYLOADS.slice(0, 24)) {
    tries++;
    const r = await signIn(cluster.url, u.email, u.password, { callbackUrl: payload });
    if (!sameOrigin(cluster.url, r.location))
      problems.push(`sign-in ${JSON.stringify(payload).slice(0, 40)} -> ${r.location}`);
  }
  return { tries, problems };
}

const HTML_ONLY = ['content-security-policy', 'x-frame-options', 'permissions-policy'];

/** The security headers on every portal page (the route list read from app/), none of them on the API. */
export async function securityHeaders({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant, 'merchant_admin');
  const { jar } = await signIn(cluster.url, u.email, u.password);
  const routes = await portalRoutes(ROOT);
  const problems = [];
  const nonces = new Set();
  for (const route of routes) {
    const r = await hit(cluster.url, route, { jar, headers: { accept: 'text/html' } });
    const csp = r.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (!nonce) problems.push(`${route}: no CSP nonce`);
    else nonces.add(nonce);
    if (!csp.includes("frame-ancestors 'none'")) problems.push(`${route}: no frame-ancestors 'none'`);
    if (r.headers.get('x-frame-options') !== 'DENY')
      problems.push(`${route}: X-Frame-Options ${r.headers.get('x-frame-options')}`);
    if (r.headers.get('referrer-policy') !== 'strict-origin-when-cross-origin')
      problems.push(`${route}: Referrer-Policy`);
    if (!r.headers.get('permissions-policy')) problems.push(`${route}: no Permissions-Policy`);
    if (r.headers.get('x-content-type-options') !== 'nosniff') problems.push(`${route}: no nosniff`);
    if (r.status >= 500) problems.push(`${route}: ${r.status}`);
    // Every script of the page carries the request's nonce.
    for (const tag of r.text.match(/<script\b[^>]*>/g) ?? [])
      if (!tag.includes(`nonce="${nonce}"`)) {
        problems.push(`${route}: a script without the nonce`);
        break;
      }
  }
  if (nonces.size !== routes.length)
    problems.push(`nonces repeat: ${nonces.size} for ${routes.length} pages`);
  for (const apiPath of ['/v1/orders', '/oauth/token', '/healthz', '/v1/nope']) {
    const r = await hit(cluster.url, apiPath, {});
    if (r.headers.get('x-content-type-options') !== 'nosniff') problems.push(`${apiPath}: no nosniff`);
    for (const h of HTML_ONLY) if (r.headers.get(h)) problems.push(`${apiPath}: has ${h}`);
  }
  return { tries: routes.length + 4, problems, note: `${routes.length} portal pages` };
}

/**
 * A session cookie copied before each session-ending event, replayed after it: refused by the portal's pages,
 * and next-auth's own /api/auth/session answers it with `{}` (neither e-mail, role nor merchant).
 */
export async function replayedCookie({ cluster, merchant }) {
  const problems = [];
  let tries = 0;
  const sessionAnswer = async (cookie) => {
    tries++;
    const r = await hit(cluster.url, '/api/auth/session', { headers: { cookie } });
    return r.text;
  };
  const works = async (cookie) => {
    tries++;
    const r = await hit(cluster.url, '/home', { headers: { cookie, accept: 'text/html' } });
    const answer = await sessionAnswer(cookie);
    if (r.status !== 200 && answer.trim() !== '{}')
      problems.push(`/api/auth/session answers a refused cookie with ${answer.slice(0, 120)}`);
    return r.status === 200 && answer.includes('"email"');
  };
  // 1. Sign out.
  {
    const u = await newUser(cluster.url, merchant);
    const { jar } = await signIn(cluster.url, u.email, u.password);
    const copy = jar.session();
    if (!(await works(copy))) problems.push('a fresh session does not work');
    await signOut(cluster.url, jar);
    if (await works(copy)) problems.push('the cookie still works after sign-out');
  }
  // 2. Sign out everywhere (Account page).
  {
    const u = await newUser(cluster.url, merchant);
    const a = await signIn(cluster.url, u.email, u.password);
    const b = await signIn(cluster.url, u.email, u.password);
    const copy = b.jar.session();
    const r = await submitForm(cluster.url, '/account', a.jar, 'Yes, sign out everywhere');
    if (r.error) problems.push(`sign out everywhere: ${r.error}`);
    if (await works(copy)) problems.push('the other session still works after "sign out everywhere"');
  }
  // 3. Password change (Account page).
  {
    const u = await newUser(cluster.url, merchant);
    const a = await signIn(cluster.url, u.email, u.password);
    const copy = a.jar.session();
    const r = await submitForm(cluster.url, '/account', a.jar.clone(), 'new_password_again', {
      current_password: u.password,
      new_password: 'a different passphrase 2',
      new_password_again: 'a different passphrase 2',
    });
    if (r.error) problems.push(`password change: ${r.error}`);
    if (await works(copy)) problems.push('the cookie still works after a password change');
    if ((await signIn(cluster.url, u.email, 'a different passphrase 2')).outcome !== 'ok')
      problems.push('the new password does not sign in');
  }
  // 4. Deactivation by the merchant admin (Users screen).
  {
    const admin = await newUser(cluster.url, merchant, 'merchant_admin');
    const u = await newUser(cluster.url, merchant);
    const a = await signIn(cluster.url, admin.email, admin.password);
    const victim = await signIn(cluster.url, u.email, u.password);
    const copy = victim.jar.session();
    const r = await submitForm(cluster.url, '/users', a.jar, `value="${u.id}"`);
    if (r.error) problems.push(`deactivate: ${r.error}`);
    if (await works(copy)) problems.push('the cookie still works after deactivation');
    if ((await signIn(cluster.url, u.email, u.password)).outcome === 'ok')
      problems.push('a deactivated user signs in');
  }
  return { tries, problems };
}

/**
 * "Sign out everywhere" posted as the Account page's form without Origin (and without Referer), with
 * `Origin: null` and with another site's origin: each 403, never a 5xx, and the user's other session still
 * works; the same form with the portal's own Origin ends it.
 */
export async function actionsWithoutOrigin({ cluster, merchant }) {
  const problems = [];
  const u = await newUser(cluster.url, merchant);
  const a = await signIn(cluster.url, u.email, u.password);
  const b = await signIn(cluster.url, u.email, u.password);
  const other = b.jar.session();
  const works = async () =>
    (await hit(cluster.url, '/home', { headers: { cookie: other, accept: 'text/html' } })).status === 200;
  if (!(await works())) problems.push('a fresh session does not work');
  const forged = [null, 'null', 'http://evil.test', `${cluster.url}.evil.test`];
  for (const origin of forged) {
    const r = await submitForm(cluster.url, '/account', a.jar, 'Yes, sign out everywhere', {}, { origin });
    if (r.status !== 403)
      problems.push(`Origin ${origin ?? '(none)'}: ${r.status}${r.error ? ` ${r.error}` : ''}`);
    if (!(await works())) {
      problems.push(`Origin ${origin ?? '(none)'}: the action ran (the other session ended)`);
      break;
    }
  }
  const own = await submitForm(cluster.url, '/account', a.jar, 'Yes, sign out everywhere');
  if (own.error || own.status >= 400)
    problems.push(`the portal's own post: ${own.status} ${own.error ?? ''}`);
  if (await works()) problems.push('the portal\'s own "sign out everywhere" did not end the other session');
  return { tries: forged.length + 1, problems };
}

/** Production without its keys: the server must refuse to start and name them. */
export async function productionWithoutSecrets({ cluster }) {
  const env = { ...cluster.env, LOG_LEVEL: 'info' };
  for (const k of [
    'JWT_SECRET',
    'LINK_SIGNING_SECRET',
    'NEXTAUTH_SECRET',
    'DATA_ENCRYPTION_KEY',
    'ALLOW_GENERATED_SECRETS',
  ])
    delete env[k];
  env.NODE_ENV = 'production';
  const port = String(Number(new URL(cluster.url).port) + 50);
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'next'),
    ['start', '-H', '127.0.0.1', '-p', port],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('still running after 60 s');
    }, 60_000);
    child.on('exit', (c) => {
      clearTimeout(t);
      resolve(c);
    });
  });
  const problems = [];
  if (code === 0 || typeof code === 'string') problems.push(`exit: ${code}`);
  for (const name of ['JWT_SECRET', 'LINK_SIGNING_SECRET', 'NEXTAUTH_SECRET', 'DATA_ENCRYPTION_KEY'])
    if (!output.includes(name)) problems.push(`the refusal does not name ${name}`);
  return { tries: 1, problems };
}

/** Webhook targets in every IPv6 form that embeds an IPv4 address (and the IPv4 special ranges). */
export const WEBHOOK_TARGETS = [
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[::ffff:0:7f00:1]',
  '[::ffff:0:127.0.0.1]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b::169.254.169.254]',
  '[64:ff9b:1::a9fe:a9fe]',
  '[2002:7f00:1::1]',
  '[2002:a9fe:a9fe::]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '[2001::1]',
  '[100::1]',
  '[::]',
  '[::1]',
  '[fd00::1]',
  '[fe80::1]',
  '[fec0::1]',
  '[2001:db8::1]',
  '127.0.0.1',
  '127.1',
  '0x7f.1',
  '2130706433',
  '0.0.0.0',
  '10.0.0.1',
  '100.64.0.1',
  '169.254.169.254',
  '172.16.0.1',
  '192.168.0.1',
  '198.18.0.1',
  'localhost',
];

export async function webhookTargets({ merchant }) {
  const problems = [];
  for (const host of WEBHOOK_TARGETS) {
    const r = await merchant.api('POST', '/v1/webhook-endpoints', {
      body: { webhook_endpoint: { url: `https://${host}/hook`, event_types: ['order.created'] } },
    });
    if (r.status !== 400) problems.push(`${host}: ${r.status}`);
  }
  return { tries: WEBHOOK_TARGETS.length, problems };
}

/** Huge offsets on every portal list: an empty or last page, never a 5xx. */
export async function hugeOffsets({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant, 'merchant_admin');
  const { jar } = await signIn(cluster.url, u.email, u.password);
  const routes = (await portalRoutes(ROOT)).filter((r) => !r.includes('nonexistent'));
  const values = ['99999999999999999999', '1e400', '-1', 'Infinity', 'NaN', '9223372036854775808'];
  const problems = [];
  let tries = 0;
  for (const route of routes)
    for (const v of values) {
      tries++;
      const r = await hit(cluster.url, `${route}?offset=${v}&page=${v}&limit=${v}`, {
        jar,
        headers: { accept: 'text/html' },
      });
      if (r.status >= 500 || r.status === 0) problems.push(`${route}?offset=${v}: ${r.status}`);
    }
  return { tries, problems };
}
