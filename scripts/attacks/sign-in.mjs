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

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

/** `n` wrong passwords at once, each with its own browser (CSRF token fetched first) and a forged address. */
async function wrongPasswordBurst(base, email, n) {
  const browsers = [];
  for (let i = 0; i < n; i++) {
    const jar = new Jar();
    browsers.push({ jar, csrfToken: await csrfFor(base, jar) });
  }
  return Promise.all(
    browsers.map((b) =>
      signIn(base, email, 'wrong guess', { ...b, headers: { 'x-forwarded-for': spoof() } }),
    ),
  );
}

/** Signs in until it works or `withinMs` has passed; the milliseconds it took, or null. */
async function ownerGetsIn(base, email, password, { withinMs, from, jar }) {
  const t0 = Date.now();
  const outcomes = [];
  while (Date.now() - t0 < withinMs) {
    const r = await signIn(base, email, password, { from, jar: jar?.clone() ?? new Jar() });
    outcomes.push(r.outcome);
    if (r.outcome === 'ok') return { ms: Date.now() - t0, outcomes };
    await sleep(400);
  }
  return { ms: null, outcomes };
}

/**
 * 25 wrong passwords at once, then one every 0.15 s for as long as the owner tries: the owner's right password
 * from another address (127.0.0.2), and from the attacker's own address in a browser that signed in before (a
 * known device), each gets in within 5 s. A forged known-device cookie gets no turn of its own.
 */
export async function signInOwnerUnderAttack({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant);
  const problems = [];
  // The owner's usual browser signed in once before the attack: it keeps only its known-device cookie.
  const before = await signIn(cluster.url, u.email, u.password, { from: '127.0.0.3' });
  if (before.outcome !== 'ok')
    problems.push(`the owner could not sign in before the attack: ${before.outcome}`);
  const device = new Jar();
  for (const [k, v] of before.jar.cookies) if (k === 'fp-known-device') device.cookies.set(k, v);
  if (!device.cookies.size) problems.push('no known-device cookie after a successful sign-in');

  const burst = await wrongPasswordBurst(cluster.url, u.email, 25);
  let attacking = true;
  const trickle = [];
  const attacker = (async () => {
    while (attacking && trickle.length < 400) {
      trickle.push(signIn(cluster.url, u.email, 'wrong guess', { headers: { 'x-forwarded-for': spoof() } }));
      await sleep(150);
    }
  })();
  let elsewhere;
  let known;
  let forged;
  try {
    await sleep(1500); // the attacker holds the turn that opens now and then
    elsewhere = await ownerGetsIn(cluster.url, u.email, u.password, { withinMs: 5000, from: '127.0.0.2' });
    known = await ownerGetsIn(cluster.url, u.email, u.password, { withinMs: 5000, jar: device });
    const fake = new Jar();
    const [id] = (device.cookies.get('fp-known-device') ?? 'x.y').split('.');
    fake.cookies.set('fp-known-device', `${id}.${'A'.repeat(43)}`);
    forged = await signIn(cluster.url, u.email, u.password, { jar: fake });
  } finally {
    attacking = false;
    await attacker;
  }
  const during = await Promise.all(trickle);
  if (elsewhere.ms === null)
    problems.push(`the owner from another address was refused for 5 s: ${elsewhere.outcomes.join(',')}`);
  if (known.ms === null)
    problems.push(
      `the owner's known device behind the attacker's address was refused for 5 s: ${known.outcomes.join(',')}`,
    );
  if (forged.outcome === 'ok') problems.push('a forged known-device cookie got a turn of its own');
  const hashed = [...burst, ...during].filter((r) => r.outcome === 'invalid').length;
  const other = [...burst, ...during].filter((r) => r.outcome === 'other').length;
  if (other) problems.push(`${other} attacker answers neither refused nor throttled`);
  return {
    tries: burst.length + during.length + elsewhere.outcomes.length + known.outcomes.length + 1,
    problems,
    note: `owner in after ${elsewhere.ms ?? '–'} ms from another address, ${known.ms ?? '–'} ms on a known device; ${hashed} of ${burst.length + during.length} attacker attempts reached the hash`,
  };
}

/**
 * Three rounds of 25 wrong passwords at once, the owner signing in (another address) after each: the owner's
 * success gives back only its own point, so after the first round's 10 + 1 the attacker's next rounds reach the
 * hash at most once each (his own turn per delay), not 10 + 1 again.
 */
export async function signInSuccessKeepsCount({ cluster, merchant }) {
  const u = await newUser(cluster.url, merchant);
  const problems = [];
  const hashed = [];
  for (let round = 0; round < 3; round++) {
    const out = await wrongPasswordBurst(cluster.url, u.email, 25);
    hashed.push(out.filter((r) => r.outcome === 'invalid').length);
    const owner = await signIn(cluster.url, u.email, u.password, { from: '127.0.0.2' });
    if (owner.outcome !== 'ok') problems.push(`round ${round + 1}: the owner was refused (${owner.outcome})`);
  }
  if (hashed[0] !== LIMITS.perAccount + 1)
    problems.push(`first round: ${hashed[0]} reached the hash, expected ${LIMITS.perAccount + 1}`);
  if (hashed.slice(1).some((n) => n > 1))
    problems.push(
      `after the owner's sign-in the attacker's count started again: ${hashed.join(' + ')} reached the hash`,
    );
  return { tries: 75 + 3, problems, note: `${hashed.join(' + ')} reached the hash` };
}
