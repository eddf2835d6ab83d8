import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { recordActivity } from '@/server/activity/record-activity';
import { timeline } from '@/server/activity/timeline';
import { newId } from '@/server/core/ids';
import { createMerchant } from '@/server/merchants/merchants';
import { uniq } from '../support/fixtures';

const actor = { type: 'user' as const, id: 'u1', label: 'ann@example.com' };
const words = (action: string, d: Record<string, unknown>) =>
  action === 'counted' ? `counted ${String(d.n)}` : null;

describe('the activity history (one writer, one reader)', () => {
  it('reads back what was written, in order, with the domain’s wording', async () => {
    const db = await getDb();
    const { id: merchantId } = await createMerchant(db, { name: uniq('M') });
    const entityId = newId();
    await recordActivity(db, [
      { merchantId, entityType: 'product', entityId, action: 'created', actor },
      { merchantId, entityType: 'product', entityId, action: 'counted', actor, details: { n: 7 } },
    ]);
    const oldestFirst = await timeline(db, { merchantId, type: 'product', id: entityId }, words);
    expect(oldestFirst.map((e) => [e.action, e.note, e.actorLabel])).toEqual([
      ['created', null, 'ann@example.com'],
      ['counted', 'counted 7', 'ann@example.com'],
    ]);
    const newest = await timeline(db, { merchantId, type: 'product', id: entityId }, words, {
      newestFirst: true,
      limit: 1,
    });
    expect(newest.map((e) => e.action)).toEqual(['counted']);
  });

  it('shows another merchant nothing, and another kind of entity with the same id nothing', async () => {
    const db = await getDb();
    const { id: merchantId } = await createMerchant(db, { name: uniq('M') });
    const { id: otherId } = await createMerchant(db, { name: uniq('M') });
    const entityId = newId();
    await recordActivity(db, { merchantId, entityType: 'order', entityId, action: 'created', actor });
    expect(await timeline(db, { merchantId: otherId, type: 'order', id: entityId }, words)).toEqual([]);
    expect(await timeline(db, { merchantId, type: 'order_return', id: entityId }, words)).toEqual([]);
    expect(await timeline(db, { merchantId, type: 'order', id: entityId }, words)).toHaveLength(1);
  });

  it('keeps nothing of a change that was rolled back', async () => {
    const db = await getDb();
    const { id: merchantId } = await createMerchant(db, { name: uniq('M') });
    const entityId = newId();
    await expect(
      db.transaction(async (tx) => {
        await recordActivity(tx, { merchantId, entityType: 'order', entityId, action: 'created', actor });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await timeline(db, { merchantId, type: 'order', id: entityId }, words)).toEqual([]);
  });
});
