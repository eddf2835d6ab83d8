'use server';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { saveProductNames } from '@/server/products/product-names';

/** The product page's "Names per language": PATCH /v1/products/{id} `name_translations` (product-names.ts). */
export async function saveProductNamesAction(productId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  await redirectAfterAction(
    (outcome) => (isId(productId) ? `/products/${productId}?${outcome}` : `/products?${outcome}`),
    async () => {
      await saveProductNames(await getDb(), merchantId, productId, formData, portalActor(user));
      return 'done=names-saved';
    },
    [`/products/${productId}`],
  );
}
