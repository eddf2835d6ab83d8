import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/server/openapi/document';
import { buildApiReference, describeType } from '@/server/platform/api-reference';

describe('API reference page model', () => {
  it('shows every operation and webhook event of /v1/openapi.json once, grouped by tag', () => {
    const doc: any = openApiDocument();
    const ref = buildApiReference(doc);
    const shown = ref.groups.flatMap((g) => g.operations.map((o) => `${o.method} ${o.path}`)).sort();
    const inDoc = [...Object.entries<any>(doc.paths), ...Object.entries<any>(doc.webhooks)]
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(shown).toEqual(inDoc);
    expect(new Set(ref.groups.map((g) => g.tag)).size).toBe(ref.groups.length);
    expect(shown).toContain('POST order_return.inspected');
  });

  it('marks the deprecated alias with its sunset and replacement; current operations carry no notice', () => {
    const ops = buildApiReference().groups.flatMap((g) => g.operations);
    const alias = ops.find((o) => o.method === 'GET' && o.path === '/v1/orders/waiting_products');
    expect(alias?.deprecation).toEqual({
      deprecatedAt: '2026-05-20',
      sunset: '2027-04-17',
      replacementPath: '/v1/orders/waiting-products',
      reason: 'path renamed to kebab-case',
    });
    expect(alias?.scopes).toEqual(['orders:read']);
    expect(alias?.parameters.find((p) => p.name === 'limit')).toMatchObject({
      in: 'query',
      required: false,
      type: 'integer, 1–500, default 100',
    });
    expect(alias?.responses.find((r) => r.status === '200')?.shape).toBe(
      '{ orders: array of Order, total: integer }',
    );
    expect(alias?.responses.find((r) => r.status === '410')?.description).toBe('error_code: ENDPOINT_SUNSET');
    const current = ops.find((o) => o.method === 'GET' && o.path === '/v1/orders/waiting-products');
    expect(current?.deprecation).toBeNull();
  });

  it('describes parameter types in words', () => {
    expect(describeType({ type: 'string', enum: ['a', 'b'] })).toBe('one of: a, b');
    expect(describeType({ $ref: '#/components/schemas/Order' })).toBe('Order');
    expect(describeType({ type: 'string', minLength: 2 })).toBe('string, 2–… characters');
    expect(describeType({ type: 'array', items: { type: 'string' } })).toBe('array of string');
  });
});

describe('schema field lists', () => {
  it('lists nested fields one per line, marks required ones, names references', async () => {
    const { fieldList } = await import('@/server/platform/api-reference');
    const schema = {
      type: 'object',
      required: ['order'],
      properties: {
        order: {
          type: 'object',
          required: ['items'],
          properties: {
            items: {
              type: 'array',
              items: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'number' } } },
            },
            customer: { anyOf: [{ $ref: '#/components/schemas/Customer' }, { type: 'null' }] },
          },
        },
      },
    };
    expect(fieldList(schema).split('\n')).toEqual([
      'order*: object',
      'order.items*: array',
      'order.items[].quantity*: number',
      'order.customer: Customer or null',
    ]);
  });
});
