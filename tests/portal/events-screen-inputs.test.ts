import { describe, expect, it } from 'vitest';
import { queryFromSearch } from '@/app/(portal)/developers/query-from-search';
import { EVENT_FILTER_KEYS } from '@/app/(portal)/developers/events/filter-keys';
import { ListEventsQuery } from '@/server/workbench/events/schemas';
import { rangeReplayFromSearch, rangeReplaySearch } from '@/server/workbench/events/range-replay-outcome';
import { utcFromDateTimeLocal } from '@/server/core/http/utc-date-time-input';
import { ReplayEventsBody } from '@/server/webhooks/schemas';

/** The Events screen's inputs: several types in the address, the range replay's UTC times and its outcome. */
describe('Events screen: several types', () => {
  it('reads repeated and comma-separated types as the API does', () => {
    const repeated = queryFromSearch(
      ListEventsQuery,
      { type: ['order.created', 'product.inventory_changed'], offset: '50' },
      EVENT_FILTER_KEYS,
    );
    expect(repeated.problems).toEqual([]);
    expect(repeated.query.type).toEqual(['order.created', 'product.inventory_changed']);
    expect(repeated.query.offset).toBe(50);
    const comma = queryFromSearch(
      ListEventsQuery,
      { type: 'order.created,order.shipped' },
      EVENT_FILTER_KEYS,
    );
    expect(comma.query.type).toEqual(['order.created', 'order.shipped']);
  });

  it('drops an unknown type and says so, keeping the other filters', () => {
    const r = queryFromSearch(
      ListEventsQuery,
      { type: ['order.created', 'nope'], delivery_success: 'false' },
      EVENT_FILTER_KEYS,
    );
    expect(r.query.type).toBeUndefined();
    expect(r.query.delivery_success).toBe(false);
    expect(r.problems.join(' ')).toMatch(/^type/);
  });
});

describe('Events screen: range replay', () => {
  it('reads a datetime-local value as UTC, with or without seconds', () => {
    expect(utcFromDateTimeLocal('2026-05-20T14:30')).toBe('2026-05-20T14:30:00Z');
    expect(utcFromDateTimeLocal('2026-05-20T14:30:15')).toBe('2026-05-20T14:30:15Z');
    expect(utcFromDateTimeLocal(' 2026-05-20 ')).toBe('2026-05-20');
    expect(utcFromDateTimeLocal('')).toBeUndefined();
    expect(utcFromDateTimeLocal(null)).toBeUndefined();
    expect(utcFromDateTimeLocal('yesterday')).toBe('yesterday');
  });

  it("gives the API's schema what it accepts, and leaves a bad value for it to refuse", () => {
    const ok = ReplayEventsBody.safeParse({
      created_from: utcFromDateTimeLocal('2026-05-20T14:30'),
      created_to: utcFromDateTimeLocal('2026-05-20T15:00:59'),
      types: ['order.created', 'order.shipped'],
    });
    expect(ok.success).toBe(true);
    const bad = ReplayEventsBody.safeParse({
      created_from: utcFromDateTimeLocal('2026-05-20T25:00'),
      created_to: utcFromDateTimeLocal(''),
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['created_from', 'created_to']);
  });

  it('carries the outcome in the address and reads back only a well-formed one', () => {
    const endpointId = '0123456789abcdef01234567';
    const search = rangeReplaySearch(endpointId, {
      queued: 3,
      already_pending: 1,
      not_subscribed: 2,
      event_ids: ['evt_1', 'evt_2', 'evt_3'],
    });
    const sp = Object.fromEntries(new URLSearchParams(search));
    expect(sp).not.toHaveProperty('event_ids');
    expect(rangeReplayFromSearch(sp)).toEqual({ endpointId, queued: 3, alreadyPending: 1, notSubscribed: 2 });
    expect(rangeReplayFromSearch({ ...sp, replay_queued: '-1' })).toBeNull();
    expect(rangeReplayFromSearch({ ...sp, replay_queued: ['1', '2'] })).toBeNull();
    expect(rangeReplayFromSearch({ ...sp, replay_endpoint: '<script>' })).toBeNull();
    expect(rangeReplayFromSearch({})).toBeNull();
  });
});
