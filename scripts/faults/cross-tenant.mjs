// Fault 7 (issue 15 §2): cross-tenant probing. Merchant A gets one of each resource; merchant B's API client
// then calls every route of the OpenAPI document that has a path parameter, with every method, with A's ids:
// once for its own merchant (X-Provider-Merchant-Id: B) and once naming A in the header.
// Promise: 404 with B's own header (04 A4: another merchant's resource does not exist for B), 403
// MERCHANT_FORBIDDEN when the header names A (the token is not valid for A, 04 A3), 403 on the operator routes
// (a merchant's token has no operator scope); nothing about A in any body; A's resources unchanged.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { newMerchant } from './api.mjs';
import { minimal, valid } from './openapi-arbitraries.mjs';
import { CUSTOMER } from './order-load.mjs';

/** A's resources: one of each the API gives an id to. */
async function tenantA(merchant) {
  const ops = (method, path, body) => merchant.api(method, path, { token: merchant.operatorToken, body });
  const sku = `SECRET-${randomUUID().slice(0, 8)}`;
  const p = await merchant.api('POST', '/v1/products', {
    body: { product: { sku, name: 'Secret product of A' } },
  });
  const productId = p.body.product.id;
  const units = await ops('POST', '/ops/v1/stock-units', {
    receipt: { product_id: productId, quantity: 4, location: 'A-SECRET', best_before: '2027-05-31' },
  });
  const endpoint = await merchant.api('POST', '/v1/webhook-endpoints', {
    body: { webhook_endpoint: { url: 'http://127.0.0.1:9/a-secret', event_types: ['order.created'] } },
  });
  const merchantsId = `A-SECRET-${randomUUID().slice(0, 8)}`;
  const trackingCode = `TRK-A-SECRET-${randomUUID().slice(0, 8)}`;
  const order = await merchant.api('POST', '/v1/orders', {
    body: {
      order: {
        merchants_id: merchantsId,
        customer: { ...CUSTOMER, last_name: 'Secretson' },
        items: [{ product: { id: productId }, quantity: 1 }],
      },
    },
  });
  const ret = await merchant.api('POST', '/v1/order-returns', {
    body: {
      order_return: {
        original_order: { id: order.body.order.id },
        merchant_reference: 'RMA-A-SECRET',
        tracking_codes: [trackingCode],
        items: [{ product: { id: productId }, quantity: 1 }],
      },
    },
  });
  const returnId = ret.body.order_return.id;
  const label = await merchant.api('POST', `/v1/order-returns/${returnId}/_request-label?wait_seconds=10`);
  const split = await merchant.api('POST', '/v1/products/split', {
    headers: { 'idempotency-key': randomUUID() },
    body: { source_sku: sku, target: { sku: `${sku}-B` }, filters: { max_quantity: 1 } },
  });
  // A delivery exists once the order's event was tried (the receiver address refuses connections).
  let deliveryId;
  for (let i = 0; i < 60 && !deliveryId; i++) {
    const d = await merchant.api(
      'GET',
      `/v1/webhook-endpoints/${endpoint.body.webhook_endpoint.id}/deliveries`,
    );
    deliveryId = d.body?.deliveries?.[0]?.id;
    if (!deliveryId) await new Promise((r) => setTimeout(r, 500));
  }
  const fileUrl = label.body?.return_label?.attachment?.url;
  // A's event and a logged request of A's client (the request log is written about a second after the call).
  const eventId = (await merchant.api('GET', '/v1/events?limit=1')).body?.events?.[0]?.id;
  let requestLogId;
  for (let i = 0; i < 20 && !requestLogId; i++) {
    requestLogId = (await merchant.api('GET', '/v1/request-logs?limit=1')).body?.request_logs?.[0]?.id;
    if (!requestLogId) await new Promise((r) => setTimeout(r, 500));
  }
  const ids = {
    eventId,
    requestLogId,
    productId,
    stockUnitId: units.body?.stock_units?.[0]?.id,
    orderId: order.body?.order?.id,
    orderItemId: order.body?.order?.items?.[0]?.id,
    orderReturnId: returnId,
    returnItemId: ret.body?.order_return?.items?.[0]?.id,
    webhookEndpointId: endpoint.body?.webhook_endpoint?.id,
    deliveryId,
    inboundShipmentId: split.body?.inbound_shipment_id,
    incidentId: split.body?.incident_id,
    fileId: fileUrl ? new URL(fileUrl).pathname.split('/').pop() : undefined,
    merchantId: merchant.merchantId,
  };
  const secrets = [
    sku,
    merchantsId,
    trackingCode,
    'Secret product of A',
    'Secretson',
    'RMA-A-SECRET',
    'a-secret',
    'A-SECRET',
  ];
  return { ids, secrets };
}

/**
 * Bodies for routes whose schema has a rule across fields that generated bodies rarely meet (a replay takes event
 * ids or a time range, not both, not neither): tried first, so the probe gets past validation to the lookup.
 */
const KNOWN_BODIES = {
  '/v1/webhook-endpoints/{webhookEndpointId}/_replay': (ids) => [
    { event_ids: [ids.eventId ?? '000000000000000000000000'] },
  ],
};

/**
 * Whether `value` appears in `body` only as an echo of the request (a validation error quoting the filter, a
 * list's `filters` block), not inside a returned resource.
 */
function echoes(body, value) {
  if (!body || typeof body !== 'object') return false;
  const lists = Object.values(body).filter(Array.isArray);
  return !lists.some((l) => JSON.stringify(l).includes(value)) || body.error_code === 'VALIDATION_ERROR';
}

function fillPath(path, ids) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    if (name === 'itemId') return path.includes('order-returns') ? ids.returnItemId : ids.orderItemId;
    if (name === 'clientId') return 'cl_000000000000000000000000';
    if (name === 'catalogServiceId' || name === 'pickupPointId') return ids.productId;
    return ids[name];
  });
}

async function snapshotA(merchant, ids) {
  const paths = [
    `/v1/products/${ids.productId}`,
    `/v1/products/${ids.productId}/stock-units`,
    `/v1/orders/${ids.orderId}`,
    `/v1/order-returns/${ids.orderReturnId}`,
    `/v1/webhook-endpoints`,
  ];
  const out = {};
  for (const p of paths)
    out[p] = JSON.stringify((await merchant.api('GET', p)).body, (k, v) =>
      k === 'url' && typeof v === 'string' && v.includes('signature=') ? undefined : v,
    );
  return out;
}

export async function crossTenant({ cluster, merchant: a }) {
  const problems = [];
  const doc = await (await fetch(`${cluster.url}/v1/openapi.json`)).json();
  const { ids, secrets } = await tenantA(a);
  const missing = Object.entries(ids).filter(([, v]) => !v);
  if (missing.length) problems.push(`could not make A's ${missing.map(([k]) => k).join(', ')}`);
  const b = await newMerchant(cluster.url, 'Fault tenant B');
  const before = await snapshotA(a, ids);
  const leaks = (text) => [...Object.values(ids).filter(Boolean), ...secrets].filter((s) => text.includes(s));

  let requests = 0;
  let acknowledged = 0;
  let fiveXX = 0;
  const routes = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.includes('{')) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      // Bodies that follow the schema, the smallest first: a body the route's refinements refuse is 400 before
      // the resource is looked up, so the probe tries the next until one gets past validation.
      const bodies = schema
        ? [
            ...(KNOWN_BODIES[path]?.(ids) ?? []),
            minimal(doc, schema),
            ...fc.sample(valid(doc, schema), { numRuns: 9, seed: 7 }),
          ]
        : [undefined];
      routes.push({ method: method.toUpperCase(), path, url: fillPath(path, ids), bodies });
    }
  }
  for (const r of routes) {
    for (const header of ['own', 'A']) {
      let res;
      for (const body of r.bodies) {
        requests++;
        res = await b.api(r.method, r.url, {
          body,
          merchant: header === 'own' ? b.merchantId : a.merchantId,
          headers: r.method === 'POST' ? { 'idempotency-key': randomUUID() } : {},
        });
        const leaked = leaks(JSON.stringify(res.body ?? ''));
        if (leaked.length)
          problems.push(`${r.method} ${r.path} (header ${header}): body names A's ${leaked.join(', ')}`);
        if (res.body?.error_code !== 'VALIDATION_ERROR') break;
      }
      const where = `${r.method} ${r.path} (header ${header})`;
      const code = res.body?.error_code;
      const expected = r.path.startsWith('/ops/')
        ? [403]
        : header === 'A'
          ? [403]
          : signedLinkRoute(r.path)
            ? [403, 404] // a file link without its signature is LINK_INVALID, whoever asks
            : r.path.startsWith('/v1/simulations/')
              ? [403] // B is a live merchant: SANDBOX_ONLY, the same answer for every id
              : [404];
      if (res.status >= 500 || res.status === 0) fiveXX++;
      if (res.status >= 200 && res.status < 300) acknowledged++;
      if (!expected.includes(res.status))
        problems.push(`${where}: ${res.status} ${code ?? ''}, expected ${expected.join('/')}`);
      const signedLink = signedLinkRoute(r.path);
      if (header === 'A' && !r.path.startsWith('/ops/') && !signedLink && code !== 'MERCHANT_FORBIDDEN')
        problems.push(`${where}: ${res.status} ${code}, expected MERCHANT_FORBIDDEN`);
    }
  }
  // Lists and searches: every query parameter of every list route, filled with each of A's values (ids, SKU,
  // merchants_id, tracking code, names), asked by B for B. Promise: never a 5xx, nothing of A in the answer
  // (an empty list or a 400 for a value the filter cannot take), 403 on the operator routes.
  const values = [...new Set([...Object.values(ids).filter(Boolean), ...secrets])];
  let filterProbes = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (!op || path.includes('{')) continue;
    const params = (op.parameters ?? []).filter(
      (p) => p.in === 'query' && !/^(limit|offset|page|per_page)$/.test(p.name),
    );
    for (const param of params)
      for (const value of values) {
        requests++;
        filterProbes++;
        const url = `${path}?${new URLSearchParams({ [param.name]: value })}`;
        const res = await b.api('GET', url);
        const where = `GET ${path}?${param.name}=<A's ${value}>`;
        if (res.status >= 500 || res.status === 0) {
          fiveXX++;
          problems.push(`${where}: ${res.status}`);
        }
        if (res.status >= 200 && res.status < 300) acknowledged++;
        const leaked = leaks(JSON.stringify(res.body ?? '')).filter(
          (l) => l !== value || !echoes(res.body, value),
        );
        if (leaked.length) problems.push(`${where}: body names A's ${leaked.join(', ')}`);
        if (path.startsWith('/ops/') && res.status !== 403)
          problems.push(`${where}: ${res.status}, expected 403`);
        else if (!path.startsWith('/ops/') && ![200, 400].includes(res.status))
          problems.push(`${where}: ${res.status} ${res.body?.error_code ?? ''}, expected 200 or 400`);
      }
  }

  const after = await snapshotA(a, ids);
  for (const p of Object.keys(before))
    if (before[p] !== after[p]) problems.push(`A's ${p} changed under B's probing`);
  return {
    requests,
    acknowledged,
    lost: 0,
    duplicates: 0,
    fiveXX,
    problems,
    note: `${routes.length} routes with a path parameter, each with B's own header and with A's; ${filterProbes} list and search filters with A's values`,
  };
}

/** Routes answered only through a signed link (a file, an invoice's PDF, CSV or XML): LINK_INVALID without it. */
function signedLinkRoute(path) {
  return path.startsWith('/v1/files/') || /^\/v1\/invoices\/[^/]+\/documents\//.test(path);
}
