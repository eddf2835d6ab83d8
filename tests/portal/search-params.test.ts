import { describe, expect, it } from 'vitest';
import { pageFromSearchParams, searchParam } from '@/components/ui/pagination';

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
