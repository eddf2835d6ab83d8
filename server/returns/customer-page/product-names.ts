import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products } from '@/db/schema';

/**
 * Products' names in the customer's language (docs/decisions/customer-returns.md, "Product names"): the
 * product's `name_translations[lang]` when set, else the name the caller falls back to (an order line's name
 * as sold, or the product's own name).
 */
export async function translatedNames(
  db: DbOrTx,
  productIds: string[],
  lang: string,
): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)].filter(Boolean);
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, translations: products.nameTranslations })
    .from(products)
    .where(inArray(products.id, ids));
  const out = new Map<string, string>();
  for (const r of rows) {
    const name = r.translations?.[lang]?.trim();
    if (name) out.set(r.id, name);
  }
  return out;
}
