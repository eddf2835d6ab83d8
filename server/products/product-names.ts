import type { DbOrTx } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { validationError } from '@/server/core/errors';
import { getProductOrThrow } from './find-product';
import { UpdateProductBody } from './schemas';
import type { ProductDto } from './to-product-dto';
import { updateProduct } from './update-product';

/**
 * The product page's "Names per language" form: one input `names.<language>` per language it shows. A filled
 * input sets that language's name, an emptied one removes it (the product's `name` is the fallback), and a
 * language the form does not show keeps its name: the result is PATCH /v1/products/{id} with the whole
 * `name_translations`, checked by its schema.
 */
export async function saveProductNames(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  formData: FormData,
  actor: Actor,
): Promise<ProductDto> {
  const current = await getProductOrThrow(db, merchantId, productId);
  const names: Record<string, string> = { ...(current.nameTranslations ?? {}) };
  for (const [key, value] of formData.entries()) {
    const lang = /^names\.(.+)$/.exec(key)?.[1];
    if (!lang || typeof value !== 'string') continue;
    if (value.trim()) names[lang] = value.trim();
    else delete names[lang];
  }
  const parsed = UpdateProductBody.safeParse({
    product: { name_translations: Object.keys(names).length ? names : null },
  });
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((i) => ({ path: i.path.slice(1).join('.'), message: i.message })),
    );
  return updateProduct(db, merchantId, productId, parsed.data.product, actor);
}
