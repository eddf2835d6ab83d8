import { describe, expect, it } from 'vitest';
import { call } from '../support/fixtures';
import { routeFiles } from '../support/dispatch';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('GET /v1/openapi.json (04 B7)', () => {
  it('is an OpenAPI 3.1 document with a YYYY-MM-DD.BUILD version', async () => {
    const res = await call('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.version).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  });

  it('describes every method of every /v1, /ops/v1 and legacy API route file', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    const missing: string[] = [];
    let checked = 0;
    for (const { file, urlPath } of routeFiles()) {
      const isApi = /^\/(v1|ops\/v1|2015-01-01)\//.test(urlPath);
      if (!isApi || urlPath.includes('[...') || urlPath === '/v1/openapi.json') continue;
      const template = urlPath.replace(/\[(\w+)\]/g, '{$1}');
      const mod = await import(file);
      for (const m of METHODS) {
        if (typeof mod[m] !== 'function' || mod[m].methodNotAllowed) continue;
        checked++;
        if (!doc.paths?.[template]?.[m.toLowerCase()]) missing.push(`${m} ${template}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('lists each error code under the status the operation answers with it', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    const codesAt = (path: string, method: string, status: string) =>
      String(doc.paths[path][method].responses[status]?.description ?? '');
    // 04 B4: the creation checks are 422, not the table's 404
    for (const [path, method] of [
      ['/v1/orders', 'post'],
      ['/v1/orders/{orderId}', 'patch'],
      ['/v1/orders/{orderId}/items/{itemId}', 'patch'],
    ]) {
      const lineOnly = path!.includes('{itemId}'); // a line has no pickup point
      for (const code of ['PRODUCT_NOT_FOUND', 'PICKUP_POINT_NOT_FOUND', 'CATALOG_SERVICE_NOT_FOUND']) {
        if (lineOnly && code === 'PICKUP_POINT_NOT_FOUND') continue;
        expect(codesAt(path!, method!, '422'), `${method} ${path} 422`).toContain(code);
        expect(codesAt(path!, method!, '404'), `${method} ${path} 404`).not.toContain(code);
      }
    }
    // 02 §4.1: an unknown product on a return is 400
    expect(codesAt('/v1/order-returns', 'post', '400')).toContain('PRODUCT_NOT_FOUND');
    // and where nothing says otherwise, the table's status
    expect(codesAt('/v1/products/{productId}', 'get', '404')).toContain('PRODUCT_NOT_FOUND');
  });

  it('describes Idempotency-Key as 01 §6 and 03 §7 do: optional and may be empty on create, required on split', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    const keyOf = (path: string) =>
      doc.paths[path].post.parameters.find((p: any) => p.in === 'header' && p.name === 'Idempotency-Key');
    const create = keyOf('/v1/orders');
    expect(create.required ?? false).toBe(false);
    expect(create.schema.minLength ?? 0).toBe(0);
    expect(create.schema.maxLength).toBe(64);
    const split = keyOf('/v1/products/split');
    expect(split.required).toBe(true);
    expect(split.schema.minLength).toBe(1);
  });

  it('marks deprecated operations with deprecated, x-deprecation and x-sunset', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/orders/waiting_products']?.get;
    if (!op) return; // the orders routes add this operation; their own tests check its headers
    expect(op.deprecated).toBe(true);
    expect(op['x-deprecation']).toMatchObject({
      deprecated_at: '2026-05-20',
      replacement_path: '/v1/orders/waiting-products',
    });
    expect(op['x-sunset']).toBe('2027-04-17');
  });

  it('documents the return reasons, inspections and events: new routes, fields, filters and every event type', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    expect(doc.paths['/v1/order-returns/{orderReturnId}/items/{itemId}'].patch).toBeTruthy();
    const inspect = doc.paths['/ops/v1/order-returns/{orderReturnId}/items/{itemId}/_inspect'].post;
    expect(inspect.responses['409'].description).toContain('ORDER_RETURN_NOT_INSPECTABLE');
    const item = doc.components.schemas.OrderReturnItem.properties;
    for (const f of ['return_reason', 'expected_quantity', 'received_quantity', 'inspection'])
      expect(item[f], f).toBeTruthy();
    const summary = doc.components.schemas.OrderReturnSummary.properties;
    expect(summary.return_reasons && summary.discrepancy).toBeTruthy();
    expect(doc.components.schemas.ReturnAttachment.properties.item_id).toBeTruthy();
    const params = doc.paths['/v1/order-returns'].get.parameters.map((p: any) => p.name);
    for (const q of ['reason', 'condition', 'discrepancy', 'created_from', 'created_to'])
      expect(params).toContain(q);
    const { EVENT_TYPES } = await import('@/server/outbox/emit');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const inspected =
      doc.webhooks['order_return.inspected'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(inspected)).toContain('received_quantity');
  });
});

describe('health (05 §6)', () => {
  it('answers /healthz without auth and /readyz once migrations are applied', async () => {
    const live = await call('GET', '/healthz');
    expect(live.status).toBe(200);
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });
});
