// The attacks of `npm run attacks` on sign-in and tokens (docs/decisions/security.md): each takes
// { cluster, merchant } and answers { tries, problems[], note? } as those of attacks.mjs; every one is bounded
// and starts with the attempt limiters cleared.
import { randomUUID } from 'node:crypto';
import { request } from '../faults/api.mjs';
import { newUser } from './attacks.mjs';
import { Jar, csrfFor, signIn } from './browser.mjs';

export const LIMITS = {
  perAccount: 10,
  perAddress: 40,
  tokenPerClient: 10,
  tokenPerAddress: 40,
};

const spoof = () =>
  `${1 + Math.floor(Math.random() * 222)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

/** 41 wrong passwords at once, each from a made-up X-Forwarded-For: exactly 10 + 1 reach the hash. */
export async function signInBurst({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant);
  // Each attempt with its own browser (jar and CSRF token) fetched first, so the 41 posts leave at once.
  const browsers = [];
  for (let i = 0; i < 41; i++) {
    const jar = new Jar();
    browsers.push({ jar, csrfToken: await csrfFor(cluster.url, jar) });
  }
  const tries = browsers.map((b) =>
    signIn(cluster.url, u.email, 'wrong guess', { ...b, headers: { 'x-forwarded-for': spoof() } }),
  );
  const out = await Promise.all(tries);
  const count = (o) => out.filter((r) => r.outcome === o).length;
  const admitted = count('invalid');
  const problems = [];
  // 10 free attempts, then the first of the progressive delays: 11 reach the password hash, no more.
  if (admitted !== LIMITS.perAccount + 1)
    problems.push(`${admitted} attempts reached the hash, expected ${LIMITS.perAccount + 1}`);
  if (count('other')) problems.push(`${count('other')} answers neither refused nor throttled`);
  // The owner is delayed, not locked out: after the delay (LOGIN_MAX_DELAY_SECONDS) the right password signs in.
  const later = await (async () => {
    for (let i = 0; i < 8; i++) {
      const r = await signIn(cluster.url, u.email, u.password);
      if (r.outcome === 'ok') return r;
      await new Promise((res) => setTimeout(res, 3000));
    }
    return null;
  })();
  if (!later) problems.push('the owner could not sign in after the delay (a lockout)');
  return {
    tries: out.length,
    problems,
    note: `${admitted} reached the hash, ${count('throttled')} throttled`,
  };
}

/** One password sprayed over many accounts from one address, each request with a forged X-Forwarded-For. */
export async function signInSpray({ cluster }) {
  const n = LIMITS.perAddress + 20;
  const out = await Promise.all(
    Array.from({ length: n }, () =>
      signIn(cluster.url, `spray-${randomUUID().slice(0, 8)}@example.test`, 'Summer2026!', {
        headers: { 'x-forwarded-for': spoof() },
      }),
    ),
  );
  const admitted = out.filter((r) => r.outcome === 'invalid').length;
  const problems =
    admitted === LIMITS.perAddress
      ? []
      : [`${admitted} attempts from one address reached the hash, expected ${LIMITS.perAddress}`];
  return { tries: n, problems };
}

/** Wrong client secrets for one client id at once, each from a forged address: exactly 10 + 1 hashed. */
export async function tokenBurst({ cluster, merchant }) {
  const c = await request(cluster.url, 'POST', `/ops/v1/merchants/${merchant.merchantId}/api-clients`, {
    token: merchant.operatorToken,
    merchant: merchant.merchantId,
    body: { api_client: { name: 'attacked', scopes: ['orders:read'] } },
  });
  const clientId = c.body.api_client.client_id;
  const out = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetch(`${cluster.url}/oauth/token`, {
        method: 'POST',
        headers: { 'x-forwarded-for': spoof() },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: 'guess',
        }),
        signal: AbortSignal.timeout(20_000),
      }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  const n401 = out.filter((s) => s === 401).length;
  const n429 = out.filter((s) => s === 429).length;
  const problems = [];
  if (n401 !== LIMITS.tokenPerClient + 1)
    problems.push(`${n401} secrets were hashed, expected ${LIMITS.tokenPerClient + 1}`);
  if (n401 + n429 !== out.length)
    problems.push(`answers other than 401/429: ${out.filter((s) => s !== 401 && s !== 429).join(',')}`);
  return { tries: out.length, problems };
}

/** Unauthenticated API requests with a new X-Forwarded-For each: still one address, still limited. */
export async function spoofedForwardedFor({ cluster }) {
  const n = 400;
  const out = await Promise.all(
    Array.from({ length: n }, () =>
      request(cluster.url, 'GET', '/v1/orders', {
        headers: { 'x-forwarded-for': spoof() },
        timeoutMs: 20_000,
      }).then((r) => r.status),
    ),
  );
  const limited = out.filter((s) => s === 429).length;
  // Believed, each forged address would have its own bucket of 100 and none would be refused.
  const problems =
    limited >= 50 ? [] : [`only ${limited} of ${n} answered 429: the forged addresses were believed`];
  if (out.some((s) => s >= 500 || s === 0))
    problems.push(`5xx or no answer: ${out.filter((s) => s >= 500 || s === 0).length}`);
  return { tries: n, problems, note: `${limited} answered 429` };
}

/** Sign-in time for existing and unknown e-mail addresses: medians within a tight ratio. */
export async function signInTiming({ cluster, merchant }) {
  const known = [];
  for (let i = 0; i < 4; i++) known.push(await newUser(cluster.url, merchant));
  const samples = { known: [], unknown: [] };
  for (let i = 0; i < 32; i++) {
    const which = i % 2 ? 'known' : 'unknown';
    const email =
      which === 'known'
        ? known[(i >> 1) % known.length].email
        : `ghost-${randomUUID().slice(0, 8)}@example.test`;
    const t = performance.now();
    await signIn(cluster.url, email, 'wrong guess');
    samples[which].push(performance.now() - t);
  }
  const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
  const k = median(samples.known);
  const u = median(samples.unknown);
  const ratio = u / k;
  const problems =
    ratio > 0.7 && ratio < 1.4
      ? []
      : [`median unknown/known = ${ratio.toFixed(2)} (${u.toFixed(0)} ms / ${k.toFixed(0)} ms)`];
  return { tries: 32, problems, note: `median known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms` };
}
