// The customer returns page (/r/{slug}) under attack: the public, unauthenticated part of the product. Each
// attack takes { cluster, merchant } and answers { tries, problems[], note? } as those of attacks.mjs; the shop it
// attacks is the merchant's sandbox (products in stock, orders processed by the simulation) with an enabled
// return policy, set up through the public API as a merchant would.
import { randomBytes, randomUUID } from 'node:crypto';
import { newMerchant, request, token as tokenFor } from '../faults/api.mjs';
import { hiddenFields, hit } from './browser.mjs';
import { clearLimiters } from './attacks.mjs';

/** The limits the cluster runs with (run.mjs): lookups per order number and per address, wrong tokens per address. */
export const CUSTOMER_LIMITS = { lookupPerOrder: 5, lookupPerAddress: 20, trackingPerAddress: 20 };

const POSTAL = '00100';
const spoof = () =>
  `${1 + Math.floor(Math.random() * 222)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

function must(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what}: ${res.status} ${res.error ?? JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/**
 * A shop with a customer returns page: the merchant's sandbox, its return policy enabled under a fresh slug
 * (`embedOrigins` may frame it), and `orders` processed orders of one line each (numbers returned).
 */
export async function customerShop(cluster, merchant, { embedOrigins = [], orders = 1 } = {}) {
  const sb = must(
    await request(cluster.url, 'POST', `/ops/v1/merchants/${merchant.merchantId}/sandbox`, {
      token: merchant.operatorToken,
    }),
    201,
    'create sandbox',
  );
  const merchantId = sb.sandbox.id;
  const token = await tokenFor(cluster.url, sb.api_client.client_id, sb.api_client.client_secret);
  const api = (method, path, opts = {}) =>
    request(cluster.url, method, path, { token, merchant: merchantId, ...opts });
  const slug = `attacked-${randomUUID().slice(0, 8)}`;
  must(
    await api('PUT', '/v1/return-policy', {
      body: { return_policy: { enabled: true, slug, embed_origins: embedOrigins } },
    }),
    200,
    'enable policy',
  );
  const product = must(await api('GET', '/v1/products?limit=1'), 200, 'products').products[0];
  const numbers = [];
  for (let i = 0; i < orders; i++) {
    const number = `AT-${randomUUID().slice(0, 8).toUpperCase()}`;
    const order = must(
      await api('POST', '/v1/orders', {
        body: {
          order: {
            status: 'confirmed',
            merchants_id: number,
            customer: {
              first_name: 'Aino',
              last_name: 'Attacked',
              address: 'Mannerheimintie 1',
              postal_code: POSTAL,
              city: 'Helsinki',
              country_code: 'FI',
              email: 'aino@example.test',
            },
            items: [{ product: { id: product.id }, quantity: 1 }],
          },
        },
      }),
      201,
      'create order',
    ).order;
    must(await api('POST', `/v1/simulations/orders/${order.id}/_process`), 200, 'process order');
    numbers.push(number);
  }
  return { merchantId, api, slug, numbers, productName: product.name };
}

/** The lookup form's hidden fields (the server action's id among them), read once from the page. */
async function lookupForm(base, slug) {
  const page = await hit(base, `/r/${slug}?lang=en`);
  const fields = page.status === 200 ? hiddenFields(page.text, 'name="postal_code"') : null;
  if (!fields) throw new Error(`no lookup form on /r/${slug}: ${page.status}`);
  return fields;
}

/** One "find your order" post, as a browser without JavaScript sends it: 'found' | 'not_found' | 'limited' | 'other'. */
async function lookUp(base, slug, fields, number, postalCode, headers = {}) {
  const body = new FormData();
  for (const [k, v] of fields) body.append(k, v);
  body.set('number', number);
  body.set('postal_code', postalCode);
  const r = await hit(base, `/r/${slug}`, {
    method: 'POST',
    body,
    headers: { accept: 'text/html', origin: base, ...headers },
  });
  const loc = r.location ?? '';
  const outcome = new RegExp(`^/r/${slug}/o/[^/?]+`).test(loc)
    ? 'found'
    : /error=not_found/.test(loc)
      ? 'not_found'
      : /error=limited&retry=\d+/.test(loc)
        ? 'limited'
        : 'other';
  return { outcome, location: loc, status: r.status };
}

/** Sends a return for `number` through the page (own parcel): its grant path and tracking path. */
async function sendReturn(base, shop, number) {
  const found = await lookUp(base, shop.slug, await lookupForm(base, shop.slug), number, POSTAL);
  if (found.outcome !== 'found') throw new Error(`lookup of ${number}: ${found.status} ${found.location}`);
  const grantPath = found.location.split('?')[0];
  const page = await hit(base, found.location);
  const line = /name="q_([0-9a-f]{24})"/.exec(page.text)?.[1];
  if (!line) throw new Error(`no line on ${grantPath}: ${page.status}`);
  const body = new FormData();
  body.set('lang', 'en');
  body.set('method', 'own_shipment');
  body.set(`q_${line}`, '1');
  body.set(`reason_${line}`, 'no_longer_needed');
  const sent = await hit(base, `${grantPath}/submit`, { method: 'POST', body });
  const trackingPath = /^(\/r\/[^/]+\/t\/[\w-]+)/.exec(sent.location ?? '')?.[1];
  if (!trackingPath) throw new Error(`submit: ${sent.status} ${sent.location}`);
  return { grantPath, trackingPath, token: trackingPath.split('/').pop() };
}

const count = (out, o) => out.filter((r) => r.outcome === o).length;

/**
 * Order number + postal code guessed at once: exactly the budget per order number reaches the database (5 free,
 * then one per progressive delay), the rest are told to wait; the owner still finds the order after the delay;
 * one address spraying order numbers stops at its own budget. Forged X-Forwarded-For changes nothing.
 */
export async function customerLookupBruteForce({ cluster, merchant }) {
  const shop = await customerShop(cluster, merchant);
  await clearLimiters(cluster.databaseUrl);
  const [number] = shop.numbers;
  const fields = await lookupForm(cluster.url, shop.slug);
  const problems = [];
  const postals = Array.from({ length: 40 }, (_, i) => String(10000 + i * 7).padStart(5, '0'));
  const burst = await Promise.all(
    postals.map((p) => lookUp(cluster.url, shop.slug, fields, number, p, { 'x-forwarded-for': spoof() })),
  );
  const admitted = count(burst, 'not_found');
  if (admitted !== CUSTOMER_LIMITS.lookupPerOrder + 1)
    problems.push(
      `${admitted} guesses at one order number reached the database, expected ${CUSTOMER_LIMITS.lookupPerOrder + 1}`,
    );
  if (count(burst, 'found')) problems.push('a wrong postal code found the order');
  if (count(burst, 'other'))
    problems.push(
      `answers neither refused nor limited: ${burst
        .filter((r) => r.outcome === 'other')
        .map((r) => r.status)
        .join(',')}`,
    );
  // The burst came from one real address (the forged X-Forwarded-For is not believed), and on a busy machine
  // its concurrent attempts spend that address's allowance before the refused ones give theirs back, so what
  // follows from the same address could meet the address limit instead of the order's (it did, once). The
  // address limit is the spray's to prove (below): its count starts again here; the order's count stays.
  await clearLimiters(cluster.databaseUrl, ['returns-lookup-address:%']);
  // A wrong number and a wrong postal code read the same.
  const wrongNumber = await lookUp(cluster.url, shop.slug, fields, `${number}X`, POSTAL);
  if (
    wrongNumber.outcome !== 'not_found' ||
    wrongNumber.location !== burst.find((r) => r.outcome === 'not_found')?.location
  )
    problems.push(`a wrong number answers differently: ${wrongNumber.location}`);
  // The customer is delayed, not locked out: after the delay the right postal code finds the order.
  let owner = null;
  for (let i = 0; i < 8 && owner?.outcome !== 'found'; i++) {
    if (i) await new Promise((r) => setTimeout(r, 3000));
    owner = await lookUp(cluster.url, shop.slug, fields, number, POSTAL);
  }
  if (owner?.outcome !== 'found')
    problems.push(`the customer could not find the order after the delay (${owner?.location})`);
  // One address spraying order numbers.
  await clearLimiters(cluster.databaseUrl);
  const n = CUSTOMER_LIMITS.lookupPerAddress + 15;
  const spray = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      lookUp(cluster.url, shop.slug, fields, `AT-GUESS-${i}`, POSTAL, { 'x-forwarded-for': spoof() }),
    ),
  );
  const sprayed = count(spray, 'not_found');
  if (sprayed !== CUSTOMER_LIMITS.lookupPerAddress)
    problems.push(
      `${sprayed} order numbers from one address reached the database, expected ${CUSTOMER_LIMITS.lookupPerAddress}`,
    );
  return {
    tries: burst.length + spray.length + 2,
    problems,
    note: `${admitted} of ${burst.length} postal codes and ${sprayed} of ${n} order numbers reached the database`,
  };
}

/**
 * Tracking tokens guessed: malformed ones are 404 (never a 5xx); a burst of well-formed random ones gets 404
 * up to the address's budget, then 429 with Retry-After, and then even the right token waits from that address.
 */
export async function customerTrackingTokens({ cluster, merchant }) {
  const shop = await customerShop(cluster, merchant, { orders: 2 });
  await clearLimiters(cluster.databaseUrl);
  const a = await sendReturn(cluster.url, shop, shop.numbers[0]);
  const b = await sendReturn(cluster.url, shop, shop.numbers[1]);
  const problems = [];
  let tries = 0;
  for (const t of [a, b]) {
    tries++;
    if (Buffer.from(t.token, 'base64url').length < 16)
      problems.push(`a token of ${t.token.length} characters`);
    const page = await hit(cluster.url, t.trackingPath);
    if (page.status !== 200) problems.push(`the right token answers ${page.status}`);
  }
  if (a.token === b.token) problems.push('two returns share a token');
  // A token one character off, and malformed ones.
  const flip = (t) => t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A');
  const base = `/r/${shop.slug}/t/`;
  for (const bad of [
    flip(a.token),
    'x',
    '..%2F..%2Fetc',
    '%00',
    'A'.repeat(5000),
    encodeURIComponent("' or 1=1 --"),
  ]) {
    tries++;
    const r = await hit(cluster.url, base + bad);
    if (r.status !== 404) problems.push(`${JSON.stringify(bad.slice(0, 30))}: ${r.status}`);
  }
  // The burst, from one address (forged X-Forwarded-For is not believed).
  await clearLimiters(cluster.databaseUrl);
  const n = CUSTOMER_LIMITS.trackingPerAddress + 15;
  const out = await Promise.all(
    Array.from({ length: n }, () =>
      hit(cluster.url, base + randomBytes(24).toString('base64url'), {
        headers: { 'x-forwarded-for': spoof() },
      }),
    ),
  );
  tries += n;
  const n404 = out.filter((r) => r.status === 404).length;
  const n429 = out.filter((r) => r.status === 429).length;
  if (n404 !== CUSTOMER_LIMITS.trackingPerAddress)
    problems.push(`${n404} guessed tokens were compared, expected ${CUSTOMER_LIMITS.trackingPerAddress}`);
  if (n404 + n429 !== n)
    problems.push(
      `answers other than 404/429: ${out
        .map((r) => r.status)
        .filter((s) => s !== 404 && s !== 429)
        .join(',')}`,
    );
  const limited = out.find((r) => r.status === 429);
  if (limited && !(Number(limited.headers.get('retry-after')) >= 1))
    problems.push('a 429 without Retry-After');
  if (limited && !/frame-ancestors/.test(limited.headers.get('content-security-policy') ?? ''))
    problems.push('the 429 page has no CSP');
  tries++;
  const right = await hit(cluster.url, a.trackingPath);
  if (right.status !== 429)
    problems.push(`the right token from the throttled address answers ${right.status}, not 429`);
  return { tries, problems, note: `${n404} compared, ${n429} refused` };
}

/**
 * Another merchant's page: its slug with this merchant's order number, grant and tracking token finds nothing,
 * shows nothing and stores nothing; its API client sees nothing of this merchant's return requests.
 */
export async function customerOtherMerchant({ cluster, merchant }) {
  const shop = await customerShop(cluster, merchant);
  const other = await customerShop(
    cluster,
    await newMerchant(cluster.url, `Other ${Date.now().toString(36)}`),
  );
  await clearLimiters(cluster.databaseUrl);
  const sent = await sendReturn(cluster.url, shop, shop.numbers[0]);
  const problems = [];
  const [number] = shop.numbers;
  const found = await lookUp(
    cluster.url,
    other.slug,
    await lookupForm(cluster.url, other.slug),
    number,
    POSTAL,
  );
  if (found.outcome !== 'not_found')
    problems.push(`this merchant's order on the other page: ${found.outcome} ${found.location}`);
  const grant = sent.grantPath.split('/').pop();
  const page = await hit(cluster.url, `/r/${other.slug}/o/${grant}`);
  if (page.status === 200 && (page.text.includes(shop.productName) || page.text.includes('name="q_')))
    problems.push("the other page shows this merchant's order");
  if (page.status >= 500) problems.push(`the other page with this grant: ${page.status}`);
  const body = new FormData();
  body.set('lang', 'en');
  body.set('method', 'own_shipment');
  const post = await hit(cluster.url, `/r/${other.slug}/o/${grant}/submit`, { method: 'POST', body });
  if (!/error=expired/.test(post.location ?? ''))
    problems.push(`a post with this grant on the other page: ${post.status} ${post.location}`);
  const track = await hit(cluster.url, `/r/${other.slug}/t/${sent.token}`);
  if (track.status !== 404) problems.push(`this return's token on the other page: ${track.status}`);
  const mine = must(await shop.api('GET', '/v1/return-requests'), 200, 'list requests').return_requests;
  const theirs = must(await other.api('GET', '/v1/return-requests'), 200, 'list requests').return_requests;
  if (mine.length !== 1) problems.push(`this merchant has ${mine.length} requests, expected 1`);
  if (theirs.length !== 0) problems.push(`the other merchant has ${theirs.length} requests`);
  const cross = await other.api('GET', `/v1/return-requests/${mine[0]?.id}`);
  if (cross.status !== 404) problems.push(`the other merchant's client reads this request: ${cross.status}`);
  return { tries: 6, problems };
}

/**
 * Who may frame the page: exactly the merchant's listed shop origins; nobody for a page that lists none; a
 * wildcard origin is refused.
 */
export async function customerFraming({ cluster, merchant }) {
  const allowed = 'https://shop.attacked.test';
  const shop = await customerShop(cluster, merchant, { embedOrigins: [allowed] });
  const plain = await customerShop(
    cluster,
    await newMerchant(cluster.url, `Plain ${Date.now().toString(36)}`),
    {
      embedOrigins: ['https://plain.attacked.test'],
    },
  );
  must(
    await plain.api('PUT', '/v1/return-policy', {
      body: { return_policy: { enabled: true, slug: plain.slug, embed_origins: [] } },
    }),
    200,
    'clear embed origins',
  );
  await clearLimiters(cluster.databaseUrl);
  const sent = await sendReturn(cluster.url, shop, shop.numbers[0]);
  const problems = [];
  const ancestors = (r) =>
    /frame-ancestors ([^;]*)/.exec(r.headers.get('content-security-policy') ?? '')?.[1]?.trim();
  const paths = [`/r/${shop.slug}`, `/r/${shop.slug}?lang=fi`, sent.grantPath, sent.trackingPath];
  for (const p of paths) {
    const r = await hit(cluster.url, p);
    if (r.status !== 200) problems.push(`${p}: ${r.status}`);
    if (ancestors(r) !== allowed) problems.push(`${p}: frame-ancestors ${ancestors(r)}`);
    if (r.headers.get('x-frame-options')) problems.push(`${p}: X-Frame-Options blocks the allowed shop too`);
  }
  // No embed origins, another merchant's, an unknown page, a look-alike slug and the portal: nobody.
  const none = [
    `/r/${plain.slug}`,
    `/r/${shop.slug}x`,
    `/r/${shop.slug.toUpperCase()}`,
    `/r/nonexistent-${randomUUID().slice(0, 6)}`,
    '/signin',
  ];
  for (const p of none) {
    const r = await hit(cluster.url, p);
    if (ancestors(r) !== "'none'") problems.push(`${p}: frame-ancestors ${ancestors(r)}`);
    if (r.headers.get('x-frame-options') !== 'DENY')
      problems.push(`${p}: X-Frame-Options ${r.headers.get('x-frame-options')}`);
    if (r.text.includes(allowed)) problems.push(`${p}: names the other shop's origin`);
  }
  // Wildcards are refused: any https site (or any under a suffix) could frame the page.
  const wildcards = ['https://*', 'https://*.test', 'https://*.attacked.test'];
  for (const w of wildcards) {
    const r = await shop.api('PUT', '/v1/return-policy', {
      body: { return_policy: { enabled: true, slug: shop.slug, embed_origins: [allowed, w] } },
    });
    if (r.status !== 400) problems.push(`embed origin ${w} accepted: ${r.status}`);
  }
  const after = await hit(cluster.url, `/r/${shop.slug}`);
  if (ancestors(after) !== allowed) problems.push(`after the wildcards: frame-ancestors ${ancestors(after)}`);
  return { tries: paths.length + none.length + wildcards.length, problems };
}
