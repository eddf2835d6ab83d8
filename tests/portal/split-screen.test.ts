import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { parseSplitForm } from '@/app/(portal)/split/parse-split-form';
import { previewSplit } from '@/server/split/preview-split';
import { splitRefusalWording } from '@/server/split/refusal-wording';
import { split, splitSetup } from '../support/split-helpers';

describe('the split screen', () => {
  it('says in words what is missing when the target SKU is not typed yet (no zod wording)', () => {
    for (const query of [
      'source_sku=NP-OAT-1KG',
      'source_sku=NP-OAT-1KG&target.sku=',
      'source_sku=NP-OAT-1KG&target.sku=&filters.location=A-01&filters.best_before=2027-01-01',
    ]) {
      const { state } = parseSplitForm(new URLSearchParams(query));
      expect(state?.fieldErrors?.['target.sku']).toBe(
        'Type the SKU that receives the units: an existing product, or a new SKU to create.',
      );
      expect(state?.message).toBe('To preview, type the target SKU.');
      expect(JSON.stringify(state)).not.toMatch(/Invalid input|expected string/);
    }
    const none = parseSplitForm(new URLSearchParams(''));
    expect(none.state?.fieldErrors?.source_sku).toBe('Choose the product whose units move.');
  });

  it('the preview says beforehand that the split will refuse stock figures that do not add up', async () => {
    const { m, source } = await splitSetup(3);
    const db = await getDb();
    // A warehouse count disagreed with the figures (04 E12): the split refuses such a product.
    await db.update(products).set({ stockDiscrepancy: true }).where(eq(products.id, source.id));
    const request = { source_sku: source.sku, target: { sku: 'NEW-TARGET' }, filters: {} };
    const preview = await previewSplit(db, m.merchantId, request as never);
    expect(preview.quantity).toBe(3);
    expect(preview.refusal).toEqual({
      code: 'PHANTOM_STOCK_SUSPECTED',
      sku: source.sku,
      reason: 'stock_count_discrepancy',
    });
    // What the preview says, and only that: the refusal and what to do about it.
    expect(splitRefusalWording(preview.refusal!)).toEqual({
      title: `The split would be refused: the last count of ${source.sku} disagreed with its stock.`,
      text: expect.stringContaining('Ask the warehouse to count it again'),
    });
    const res = await split(m, request);
    expect(res.body.error_code).toBe(preview.refusal!.code);

    await db.update(products).set({ stockDiscrepancy: false }).where(eq(products.id, source.id));
    expect((await previewSplit(db, m.merchantId, request as never)).refusal).toBeNull();
  });
});
