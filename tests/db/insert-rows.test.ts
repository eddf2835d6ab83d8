import { sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { newDraft } from '@/server/orders/lifecycle/new-order';
import type { OrderCreateInput } from '@/server/orders/schemas';
import type { Db } from '@/db/client';
import { insertRows } from '@/db/insert-rows';

// Renders only: a drizzle instance without a connection, and the dialect every driver of ours renders with.
const db = drizzle.mock({ schema }) as unknown as Db;
const dialect = new PgDialect();
const render = (statement: SQLWrapper) => dialect.sqlToQuery(statement.getSQL());

const product = (i: number) =>
  ({
    id: `${i}`.padStart(24, 'a'),
    merchantId: 'm'.repeat(24),
    sku: `SKU-${i}`,
    name: `Product ${i}`,
  }) as any;

function draft(input: Partial<OrderCreateInput>) {
  const items = input.items ?? [];
  return newDraft(
    'm'.repeat(24),
    { customer: { first_name: 'Ann', last_name: 'Lee', country_code: 'FI' }, ...input } as OrderCreateInput,
    {
      products: items.map((_, i) => product(i)),
      requestedDeliveryService: null,
      deliveryService: { id: 'd'.repeat(24), code: 'POSTI' },
      pickupPoint: null,
      orderAttachments: [],
      lineAttachments: items.map(() => []),
    },
    { type: 'api_client', id: 'client', label: 'Client' },
  );
}

const lines: OrderCreateInput['items'] = [
  { product: { id: 'x' }, quantity: 2, sales_info: { gross_price: 9.99, tax_percent: 24 } },
  { product: { id: 'y' }, quantity: 1.5, best_before_date: '2027-01-31', batch_numbers: ['B1', 'B"2'] },
  { product: { id: 'z' }, quantity: 1, additional_info: "it's {odd}, \\ here" },
];

describe('insertRows: the statement drizzle would send, rendered cheaply', () => {
  it('an order and its lines: the same text and parameters as the insert builder of drizzle', () => {
    const { order, items } = draft({ merchants_id: 'REF-1', items: lines, language: 'fi' });
    for (const [table, rows] of [
      [schema.orders, [order]],
      [schema.orderItems, items],
    ] as const) {
      const ours = render(insertRows(db, table, rows as any));
      const drizzles = render(db.insert(table).values(rows as any));
      expect(ours.sql).toBe(drizzles.sql);
      expect(ours.params).toEqual(drizzles.params);
    }
    // The values went through their columns' mapping: JSON text, timestamps, a text array.
    const params = render(insertRows(db, schema.orderItems, items)).params;
    expect(params).toContain('{"B1","B\\"2"}');
    expect(
      params.some((p) => typeof p === 'string' && p.startsWith('{"') && p.includes('"gross_price":9.99')),
    ).toBe(true);
    expect(render(insertRows(db, schema.orders, [order])).params).toContain(order.createdAt.toISOString());
  });

  it('leaves to drizzle what it treats specially: undefined (default), SQL values, no rows', () => {
    const { order, items } = draft({ items: lines.slice(0, 1) });
    const withDefault = { ...items[0]!, createdAt: undefined } as any;
    const withSql = { ...order, updatedAt: sql`now()` } as any;
    for (const [table, rows] of [
      [schema.orderItems, [withDefault]],
      [schema.orders, [withSql]],
    ] as const) {
      const ours = render(insertRows(db, table, rows as any));
      expect(ours).toEqual(render(db.insert(table).values(rows as any)));
    }
    expect(render(insertRows(db, schema.orderItems, [withDefault])).sql).toMatch(/, default\)$/);
    expect(() => insertRows(db, schema.orderItems, [])).toThrow(/at least one value/);
  });
});
