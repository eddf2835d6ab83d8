// Fault 6 (issue 15 §2): bad input at volume. For every write endpoint of the OpenAPI document the server
// publishes, FAULTS_BAD_INPUT_BODIES (default 10,000) generated bodies: bodies that break the request schema in
// one known way (fast-check, from the schema) and some that follow it; then, for every write endpoint,
// malformed JSON, a wrong content type, an empty, a huge and a deeply nested body, and odd Unicode.
// Promise: no 5xx; the error shape on every non-2xx; nothing stored for a rejected request (every table's row
// count, and the resources the PATCH routes point at, unchanged by the bodies that break the schema).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { checkCancelled, count, requestSignal } from './api.mjs';
import { invalid, valid } from './openapi-arbitraries.mjs';
import { CUSTOMER, newProduct } from './order-load.mjs';

const BODIES = Number(process.env.FAULTS_BAD_INPUT_BODIES ?? 10_000);
/** Of each endpoint's bodies, this many follow the schema (creations are slow: passwords and secrets are hashed). */
const VALID_BODIES = Math.min(100, Math.floor(BODIES / 20));
/**
 * The broken bodies are sent in rounds (a chunk for every endpoint in turn) until BODIES per endpoint or the
 * time budget, whichever comes first; each endpoint must have had at least MIN_BODIES, else the scenario fails
 * (a busy machine may shorten the run, never hollow it out).
 */
const BROKEN_BUDGET_MS = Number(process.env.FAULTS_BAD_INPUT_SECONDS ?? 60) * 1000;
const MIN_BODIES = Math.min(Number(process.env.FAULTS_BAD_INPUT_MIN_BODIES ?? 300), BODIES - VALID_BODIES);
const CHUNK = 100;
const CONCURRENCY = 32;
let RAW_BODIES = 0;
/** Tables a rejected request may still write to, and why. */
const TABLES_ALLOWED_TO_CHANGE = new Set([
  'rate_limits', // every request is counted, accepted or not (04 A5)
  'request_logs', // the merchant's request log records refused requests too (docs/decisions/workbench.md)
  // the dashboard's order figures of days that the valid writes before marked, counted again by their job in
  // the background meanwhile (docs/decisions/portal.md "Dashboard" rule 10); a rejected order writes no order
  'dashboard_figure_days',
  'dashboard_daily_figures',
]);

function errorShapeProblem(res) {
  const b = res.body;
  if (!b || typeof b !== 'object') return `no JSON body`;
  if (typeof b.error_code !== 'string' || typeof b.message !== 'string') return `no error_code/message`;
  if (b.error_code === 'VALIDATION_ERROR' && !Array.isArray(b.validation_errors))
    return 'no validation_errors';
  return null;
}

/** A body sent in 64 KB chunks without a Content-Length (Transfer-Encoding: chunked). */
function chunked(bytes) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 65_536)));
    },
  });
}

async function send(base, method, path, { token, merchant, body, raw, contentType, stream }) {
  const headers = { authorization: `Bearer ${token}`, 'x-provider-merchant-id': merchant };
  if (raw !== undefined || body !== undefined) headers['content-type'] = contentType ?? 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: stream
        ? chunked(Buffer.from(raw))
        : (raw ?? (body === undefined ? undefined : JSON.stringify(body))),
      ...(stream ? { duplex: 'half' } : {}),
      signal: requestSignal(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    count(res.status);
    return { status: res.status, body: json };
  } catch (err) {
    checkCancelled();
    count(0);
    return { status: 0, body: null, error: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

/** The merchant's resources the path parameters point at. */
async function resources(merchant) {
  const ops = (method, path, body) => merchant.api(method, path, { token: merchant.operatorToken, body });
  const productId = await newProduct(merchant, 'Bad input product');
  const units = await ops('POST', '/ops/v1/stock-units', {
    receipt: { product_id: productId, quantity: 3, location: 'BI-1' },
  });
  const order = await merchant.api('POST', '/v1/orders', {
    body: {
      order: {
        merchants_id: `BI-${randomUUID().slice(0, 8)}`,
        customer: CUSTOMER,
        items: [{ product: { id: productId }, quantity: 1 }],
      },
    },
  });
  const ret = await merchant.api('POST', '/v1/order-returns', {
    body: {
      order_return: {
        original_order: { id: order.body.order.id },
        items: [{ product: { id: productId }, quantity: 1 }],
      },
    },
  });
  const endpoint = await merchant.api('POST', '/v1/webhook-endpoints', {
    body: { webhook_endpoint: { url: 'http://127.0.0.1:9/hooks', event_types: ['order.created'] } },
  });
  const service = await ops('POST', '/ops/v1/catalog-services', {
    catalog_service: { code: `BI${randomUUID().slice(0, 6)}`, name: 'Bad input service', kind: 'extra' },
  });
  const point = await ops('POST', '/ops/v1/pickup-points', {
    pickup_point: {
      code: `BI${randomUUID().slice(0, 6)}`,
      name: 'Bad input point',
      address: 'Mannerheimintie 1',
      postal_code: '00100',
      city: 'Helsinki',
      country_code: 'FI',
    },
  });
  const ids = {
    merchantId: merchant.merchantId,
    productId,
    stockUnitId: units.body?.stock_units?.[0]?.id,
    orderId: order.body?.order?.id,
    orderItemId: order.body?.order?.items?.[0]?.id,
    orderReturnId: ret.body?.order_return?.id,
    returnItemId: ret.body?.order_return?.items?.[0]?.id,
    webhookEndpointId: endpoint.body?.webhook_endpoint?.id,
    catalogServiceId: service.body?.catalog_service?.id,
    pickupPointId: point.body?.pickup_point?.id,
  };
  const missing = Object.entries(ids).filter(([, v]) => !v);
  return { ids, missing: missing.map(([k]) => k) };
}

function fillPath(path, ids) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    if (name === 'itemId') return path.includes('order-returns') ? ids.returnItemId : ids.orderItemId;
    return ids[name] ?? 'missing';
  });
}

async function tableCounts(db) {
  const tables = await db.query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts = {};
  for (const { table_name } of tables.rows)
    counts[table_name] = Number((await db.query(`select count(*) as n from "${table_name}"`)).rows[0].n);
  return counts;
}

/** What the PATCH routes point at, as the API shows it (signed links left out: they are signed anew). */
async function snapshot(merchant, ids) {
  const reads = [
    `/v1/products/${ids.productId}`,
    `/v1/orders/${ids.orderId}`,
    `/v1/order-returns/${ids.orderReturnId}`,
    `/v1/products/${ids.productId}/stock-units`,
  ];
  const out = {};
  for (const path of reads)
    out[path] = JSON.stringify((await merchant.api('GET', path)).body, (k, v) =>
      k === 'url' || k === 'download_link' ? undefined : v,
    );
  return out;
}

export async function badInput({ cluster, merchant }) {
  const base = cluster.url;
  const docRes = await fetch(`${base}/v1/openapi.json`);
  const doc = await docRes.json();
  const { ids, missing } = await resources(merchant);
  const problems = missing.length ? [`could not make: ${missing.join(', ')}`] : [];
  const endpoints = [];
  const noBody = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const e = {
        method: method.toUpperCase(),
        path,
        url: fillPath(path, ids),
        token: path.startsWith('/ops/') ? merchant.operatorToken : merchant.token,
        schema,
      };
      if (schema) endpoints.push(e);
      else if (method !== 'delete') noBody.push(e);
    }

  let requests = 0;
  let acknowledged = 0;
  const fiveXX = [];
  const shapes = [];
  const accepted = [];
  const run = async (jobs) => {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let job = jobs.next(); !job.done; job = jobs.next()) {
          const { e, body, raw, contentType, stream, how, expectRejected } = job.value;
          requests++;
          const res = await send(base, e.method, e.url, {
            token: e.token,
            merchant: merchant.merchantId,
            body,
            raw,
            contentType,
            stream,
          });
          const where = `${e.method} ${e.path} (${how})`;
          if (res.status === 0 || res.status >= 500)
            fiveXX.push(`${where}: ${res.status} ${res.error ?? JSON.stringify(res.body)}`);
          else if (res.status < 300) {
            acknowledged++;
            if (expectRejected) accepted.push(`${where}: ${res.status}`);
          } else {
            const shape = errorShapeProblem(res);
            if (shape) shapes.push(`${where}: ${res.status} ${shape}`);
          }
        }
      }),
    );
  };

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  // A scenario stopped by the suite's time limit must not take the suite down with it.
  db.on('error', () => {});
  await db.connect();
  const started = Date.now();
  const brokenSent = new Map();
  let brokenPerEndpoint = 0;
  try {
    // 1. Bodies that break the schema, each in one known way: all rejected, nothing stored.
    const countsBefore = await tableCounts(db);
    const before = await snapshot(merchant, ids);
    let seed = 6;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const brokenUntil = Date.now() + BROKEN_BUDGET_MS;
    function* broken() {
      const perEndpoint = BODIES - VALID_BODIES;
      for (let round = 0; round * CHUNK < perEndpoint && Date.now() < brokenUntil; round++)
        for (const e of endpoints) {
          const n = Math.min(CHUNK, perEndpoint - round * CHUNK);
          for (const v of fc.sample(valid(doc, e.schema), { numRuns: n, seed: seed++ })) {
            const { body, how } = invalid(doc, e.schema, v, random);
            brokenSent.set(e, (brokenSent.get(e) ?? 0) + 1);
            yield { e, body, how, expectRejected: true };
          }
        }
    }
    await run(broken());
    const fewest = Math.min(...endpoints.map((e) => brokenSent.get(e) ?? 0));
    brokenPerEndpoint = fewest;
    if (fewest < MIN_BODIES)
      problems.push(
        `only ${fewest} broken bodies on some endpoint within ${BROKEN_BUDGET_MS / 1000} s (minimum ${MIN_BODIES})`,
      );
    const countsAfter = await tableCounts(db);
    for (const [table, n] of Object.entries(countsAfter))
      if (n !== countsBefore[table] && !TABLES_ALLOWED_TO_CHANGE.has(table))
        problems.push(`table ${table}: ${countsBefore[table]} rows before the rejected bodies, ${n} after`);
    const after = await snapshot(merchant, ids);
    for (const path of Object.keys(before))
      if (before[path] !== after[path]) problems.push(`${path} changed while only broken bodies were sent`);

    // 2. Bodies that follow the schema (refinements the schema cannot say may still reject them).
    function* following() {
      for (const e of endpoints)
        for (const body of fc.sample(valid(doc, e.schema), { numRuns: VALID_BODIES, seed: seed++ }))
          yield { e, body, how: 'follows the schema' };
    }
    await run(following());

    // 3. Bodies that are not JSON objects at all, on every write endpoint.
    const deep = (n) => '['.repeat(n) + ']'.repeat(n);
    const deepObject = (n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const raws = [
      ['malformed JSON', '{"order": {"items": [1, 2,'],
      ['trailing garbage', '{} {}'],
      ['empty body', ''],
      ['JSON with a wrong content type', '{}', 'text/plain'],
      ['form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
      ['5 MB string', JSON.stringify({ x: 'x'.repeat(5 * 1024 * 1024) })],
      ['depth 10,000 array', deep(10_000)],
      ['depth 10,000 object', deepObject(10_000)],
      ['lone surrogate', '{"a":"\\ud800"}'],
      ['escaped U+0000', '{"order":{"merchants_id":"a\\u0000b"},"a":"\\u0000"}'],
      // Each alone is refused early; together they once reached a recursive walk that overflowed (500).
      ['U+0000 beside depth 10,000', `{"a":"x\\u0000y","b":${deep(10_000)}}`],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
      ['huge number', '{"quantity": 1e400}'],
      ['BOM', '\ufeff{}'],
    ];
    RAW_BODIES = raws.length;
    function* rawBodies() {
      for (const e of [...endpoints, ...noBody])
        for (const [how, raw, contentType] of raws) yield { e, raw, contentType, how };
    }
    await run(rawBodies());

    // 4. Over-limit bodies in a burst, declared and chunked: each is a 413, never a connection reset.
    const big = Buffer.from(JSON.stringify({ product: { sku: 'BIG', name: 'x'.repeat(6 * 1024 * 1024) } }));
    const products = endpoints.find((e) => e.method === 'POST' && e.path === '/v1/products');
    function* burst() {
      for (let i = 0; i < 64; i++)
        yield {
          e: products,
          raw: big,
          stream: i % 2 === 1,
          how: `6 MB ${i % 2 ? 'chunked' : 'with its length'}`,
        };
    }
    await run(burst());
  } finally {
    await db.end();
  }
  const seconds = (Date.now() - started) / 1000;
  if (fiveXX.length)
    problems.push(`${fiveXX.length} 5xx or unanswered; first: ${fiveXX.slice(0, 3).join(' | ')}`);
  if (shapes.length)
    problems.push(`${shapes.length} errors not in the error shape; first: ${shapes.slice(0, 3).join(' | ')}`);
  if (accepted.length)
    problems.push(
      `${accepted.length} bodies that break the schema were accepted; first: ${accepted.slice(0, 3).join(' | ')}`,
    );
  return {
    requests,
    acknowledged,
    lost: 0,
    duplicates: 0,
    fiveXX: fiveXX.length,
    problems,
    note: `${endpoints.length} JSON write endpoints x ${brokenPerEndpoint} broken bodies (of ${BODIES - VALID_BODIES} asked, ${BROKEN_BUDGET_MS / 1000} s budget) + ${VALID_BODIES} following the schema, ${RAW_BODIES} raw bodies on ${endpoints.length + noBody.length} write endpoints; ${Math.round(requests / seconds)} requests/s`,
  };
}
