import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { saveProductNames } from '@/server/products/product-names';
import { createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe("the product page's names per language", () => {
  it('sets and clears the names it shows, keeps the languages it does not show, and the API reads them', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId, { name: 'Lingonberry jam 400 g' });
    const db = await getDb();
    await db
      .update(products)
      .set({ nameTranslations: { de: 'Preiselbeermarmelade' } })
      .where(eq(products.id, p.id));
    const saved = await saveProductNames(
      db,
      m.merchantId,
      p.id,
      form({ 'names.en': '', 'names.fi': ' Puolukkahillo 400 g ', 'names.sv': 'Lingonsylt 400 g' }),
      SYSTEM_ACTOR,
    );
    expect(saved.name_translations).toEqual({
      de: 'Preiselbeermarmelade',
      fi: 'Puolukkahillo 400 g',
      sv: 'Lingonsylt 400 g',
    });
    const api = await m.api('GET', `/v1/products/${p.id}`);
    expect(api.body.product.name_translations).toEqual(saved.name_translations);
    const cleared = await saveProductNames(
      db,
      m.merchantId,
      p.id,
      form({ 'names.en': '', 'names.fi': '', 'names.sv': '' }),
      SYSTEM_ACTOR,
    );
    expect(cleared.name_translations).toEqual({ de: 'Preiselbeermarmelade' });
    await expect(
      saveProductNames(db, m.merchantId, p.id, form({ 'names.fi': 'x'.repeat(201) }), SYSTEM_ACTOR),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // another merchant's product is not found
    const other = await merchantFixture();
    await expect(
      saveProductNames(db, other.merchantId, p.id, form({ 'names.fi': 'x' }), SYSTEM_ACTOR),
    ).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });
});
