import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createUser } from '@/server/users/create-user';
import { deleteSavedView } from '@/server/saved-views/delete-saved-view';
import { listSavedViews } from '@/server/saved-views/list-saved-views';
import { saveView } from '@/server/saved-views/save-view';
import { orderFilterValues } from '@/app/(portal)/orders/filters';
import { returnFilterValues } from '@/app/(portal)/returns/filters';
import { MAX_SAVED_VIEWS, SAVED_VIEW_FILTER_KEYS, normaliseViewQuery } from '@/server/saved-views/schemas';
import { merchantFixture, uniq } from '../support/fixtures';

/** Saved list views (06 Orders, Returns): a user's own, within the merchant they act for. */
async function staffOf(merchantId: string) {
  const user = await createUser(await getDb(), merchantId, {
    email: `${uniq('u')}@example.com`,
    password: 'correct horse battery',
    role: 'merchant_staff',
  });
  return user.id;
}

async function setup() {
  const db = await getDb();
  const m = await merchantFixture();
  const userId = await staffOf(m.merchantId);
  return { db, merchantId: m.merchantId, userId };
}

describe('the filter query a view keeps', () => {
  it("keeps only the list's filter keys, first non-empty value, keys sorted, no paging", () => {
    expect(
      normaliseViewQuery('orders', 'status=draft&offset=50&limit=10&q=ada+l&error=X&status=open&created_to='),
    ).toBe('q=ada+l&status=draft');
    expect(normaliseViewQuery('orders', { q: ['', 'x'], created_from: '2026-01-01', type: 'y' })).toBe(
      'created_from=2026-01-01&q=x',
    );
    expect(
      normaliseViewQuery(
        'returns',
        '?type=return&reason=damaged&discrepancy=true&merchants_id=7&view_deleted=1',
      ),
    ).toBe('discrepancy=true&reason=damaged&type=return');
    expect(normaliseViewQuery('returns', '')).toBe('');
  });
});

describe('saved views', () => {
  it('saves a view with the normalised filters and lists it, in the order saved', async () => {
    const { db, merchantId, userId } = await setup();
    const first = await saveView(db, merchantId, userId, {
      list: 'orders',
      name: '  Drafts  ',
      query: 'status=draft&offset=25',
    });
    expect(first).toMatchObject({
      replaced: false,
      view: { list: 'orders', name: 'Drafts', query: 'status=draft' },
    });
    await saveView(db, merchantId, userId, { list: 'orders', name: 'Ada', query: 'q=ada&status=open' });
    await saveView(db, merchantId, userId, { list: 'returns', name: 'Damaged', query: 'reason=damaged' });

    const orders = await listSavedViews(db, merchantId, userId, 'orders');
    expect(orders.map((v) => [v.name, v.query])).toEqual([
      ['Drafts', 'status=draft'],
      ['Ada', 'q=ada&status=open'],
    ]);
    const returns = await listSavedViews(db, merchantId, userId, 'returns');
    expect(returns.map((v) => [v.name, v.query])).toEqual([['Damaged', 'reason=damaged']]);
  });

  it('refuses a blank or too long name with a field error, and stores nothing', async () => {
    const { db, merchantId, userId } = await setup();
    for (const name of ['   ', 'x'.repeat(61)]) {
      await expect(
        saveView(db, merchantId, userId, { list: 'orders', name, query: '' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 400,
        validationErrors: [expect.objectContaining({ path: 'name' })],
      });
    }
    await expect(
      saveView(db, merchantId, userId, { list: 'nope' as 'orders', name: 'x', query: '' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // No filters is the "All" tab: not a view (paging and unknown keys do not count as filters).
    await expect(
      saveView(db, merchantId, userId, { list: 'orders', name: 'Everything', query: 'offset=25&x=1' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      validationErrors: [expect.objectContaining({ path: 'name' })],
    });
    expect(await listSavedViews(db, merchantId, userId, 'orders')).toEqual([]);
  });

  it('saving a name the user already has replaces its filters, keeping its id and place', async () => {
    const { db, merchantId, userId } = await setup();
    const a = await saveView(db, merchantId, userId, { list: 'orders', name: 'Mine', query: 'status=draft' });
    await saveView(db, merchantId, userId, { list: 'orders', name: 'Other', query: 'q=x' });
    const again = await saveView(db, merchantId, userId, {
      list: 'orders',
      name: 'Mine',
      query: 'status=cancelled',
    });
    expect(again).toMatchObject({ replaced: true, view: { id: a.view.id, query: 'status=cancelled' } });
    const views = await listSavedViews(db, merchantId, userId, 'orders');
    expect(views.map((v) => [v.id, v.name, v.query])).toEqual([
      [a.view.id, 'Mine', 'status=cancelled'],
      [expect.any(String), 'Other', 'q=x'],
    ]);
  });

  it(`keeps at most ${MAX_SAVED_VIEWS} views per list: a new one beyond is a field error, a replace still works`, async () => {
    const { db, merchantId, userId } = await setup();
    for (let i = 0; i < MAX_SAVED_VIEWS; i++)
      await saveView(db, merchantId, userId, { list: 'returns', name: `View ${i}`, query: `q=r${i}` });
    await expect(
      saveView(db, merchantId, userId, { list: 'returns', name: 'One more', query: 'q=more' }),
    ).rejects.toMatchObject({
      code: 'SAVED_VIEW_LIMIT_REACHED',
      status: 422,
      validationErrors: [expect.objectContaining({ path: 'name' })],
    });
    const replaced = await saveView(db, merchantId, userId, {
      list: 'returns',
      name: 'View 3',
      query: 'q=changed',
    });
    expect(replaced.replaced).toBe(true);
    // The limit is per list: the orders list still takes views.
    await saveView(db, merchantId, userId, { list: 'orders', name: 'One more', query: 'q=x' });
    const views = await listSavedViews(db, merchantId, userId, 'returns');
    expect(views).toHaveLength(MAX_SAVED_VIEWS);
    expect(views.find((v) => v.name === 'View 3')?.query).toBe('q=changed');
  });

  it('deletes the own view; an unknown or malformed id is not found', async () => {
    const { db, merchantId, userId } = await setup();
    const { view } = await saveView(db, merchantId, userId, { list: 'orders', name: 'Gone', query: 'q=g' });
    await expect(deleteSavedView(db, merchantId, userId, 'returns', view.id)).rejects.toMatchObject({
      code: 'SAVED_VIEW_NOT_FOUND',
      status: 404,
    });
    expect(await deleteSavedView(db, merchantId, userId, 'orders', view.id)).toEqual({
      name: 'Gone',
    });
    expect(await listSavedViews(db, merchantId, userId, 'orders')).toEqual([]);
    for (const viewId of [view.id, 'not-an-id', ''])
      await expect(deleteSavedView(db, merchantId, userId, 'orders', viewId)).rejects.toMatchObject({
        code: 'SAVED_VIEW_NOT_FOUND',
      });
  });

  it("another user of the merchant, or a user of another merchant, sees and deletes nothing of a user's views", async () => {
    const { db, merchantId, userId } = await setup();
    const colleague = await staffOf(merchantId);
    const other = await merchantFixture();
    const stranger = await staffOf(other.merchantId);
    const { view } = await saveView(db, merchantId, userId, {
      list: 'orders',
      name: 'Private',
      query: 'status=draft',
    });
    // The same name is free for the others: it is their own view, not a replace of the first.
    const theirs = await saveView(db, merchantId, colleague, {
      list: 'orders',
      name: 'Private',
      query: 'q=c',
    });
    expect(theirs.replaced).toBe(false);

    expect((await listSavedViews(db, merchantId, colleague, 'orders')).map((v) => v.id)).toEqual([
      theirs.view.id,
    ]);
    expect(await listSavedViews(db, other.merchantId, stranger, 'orders')).toEqual([]);
    // A user's view made while acting for one merchant is not there while acting for another.
    expect(await listSavedViews(db, other.merchantId, userId, 'orders')).toEqual([]);

    for (const attempt of [
      { userId: colleague, merchantId },
      { userId: stranger, merchantId: other.merchantId },
      { userId: stranger, merchantId },
      { userId, merchantId: other.merchantId },
    ])
      await expect(
        deleteSavedView(db, attempt.merchantId, attempt.userId, 'orders', view.id),
      ).rejects.toMatchObject({ code: 'SAVED_VIEW_NOT_FOUND', status: 404 });

    const still = await listSavedViews(db, merchantId, userId, 'orders');
    expect(still.map((v) => [v.id, v.query])).toEqual([[view.id, 'status=draft']]);
    expect((await listSavedViews(db, merchantId, colleague, 'orders'))[0]?.query).toBe('q=c');
  });
  it('keeps exactly the filters each list reads, so a view opens the list it was saved from', () => {
    expect([...SAVED_VIEW_FILTER_KEYS.orders].sort()).toEqual(Object.keys(orderFilterValues({})).sort());
    expect([...SAVED_VIEW_FILTER_KEYS.returns].sort()).toEqual(Object.keys(returnFilterValues({})).sort());
  });
});
