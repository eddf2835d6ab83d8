import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { MAX_OFFSET, pageFromSearchParams, searchParam } from '@/components/ui/pagination';
import { createMerchant } from '@/server/merchants/merchants';
import { listOrders } from '@/server/orders/reads/list-orders';
import { uniq } from '../support/fixtures';

describe('screen search parameters', () => {
  it('takes the first of repeated values; empty is absent', () => {
    expect(searchParam(['a', 'b'])).toBe('a');
    expect(searchParam('')).toBeUndefined();
    expect(searchParam(undefined)).toBeUndefined();
  });

  it('drops U+0000, which PostgreSQL text cannot hold', () => {
    expect(searchParam('ab\u0000c')).toBe('abc');
    expect(searchParam('\u0000')).toBeUndefined();
  });

  it('clamps offset and limit', () => {
    expect(pageFromSearchParams({ offset: '-5', limit: '1000' })).toEqual({ offset: 0, limit: 100 });
    expect(pageFromSearchParams({ offset: 'x' })).toEqual({ offset: 0, limit: 25 });
  });
});

describe('bounded paging (a huge offset is an empty page, never a database error)', () => {
  it('clamps offsets beyond any list, including ones PostgreSQL bigint cannot hold', () => {
    for (const offset of ['99999999999999999999', '1e400', 'Infinity', '9223372036854775808'])
      expect(pageFromSearchParams({ offset }).offset).toBe(MAX_OFFSET);
    expect(pageFromSearchParams({ offset: '-Infinity' }).offset).toBe(0);
    expect(pageFromSearchParams({ offset: '1e400', limit: '1e400' })).toEqual({
      offset: MAX_OFFSET,
      limit: 100,
    });
  });

  it('answers the furthest page of a list as empty', async () => {
    const db = await getDb();
    const m = await createMerchant(db, { name: uniq('M') });
    const page = pageFromSearchParams({ offset: '99999999999999999999' });
    const res = await listOrders(db, m.id, { ...page } as any);
    expect(res.orders).toEqual([]);
  });
});
