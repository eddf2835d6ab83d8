import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { countChangeRows } from '@/server/core/count-shards';
import { ORDER_STATUSES } from '@/server/orders/schemas';

const rows = (from: string | null, to: string) =>
  new PgDialect().sqlToQuery(countChangeRows('m1', 'abc1', from, to, ORDER_STATUSES)).params;

describe('status count rows lock in lifecycle order', () => {
  it('a confirmation asks for draft before confirmed, as a creation that confirms holds draft first', () => {
    expect(rows('draft', 'confirmed')).toEqual(['m1', 'draft', 1, -1, 'm1', 'confirmed', 1, 1]);
  });

  it('a move back keeps the same order of the two rows', () => {
    expect(rows('processing', 'confirmed')).toEqual(['m1', 'confirmed', 1, 1, 'm1', 'processing', 1, -1]);
  });

  it('a new record has one row', () => {
    expect(rows(null, 'draft')).toEqual(['m1', 'draft', 1, 1]);
  });
});
