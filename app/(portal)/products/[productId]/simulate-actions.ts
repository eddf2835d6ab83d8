'use server';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { SimulateReceiptForm } from '@/server/workbench/sandbox/form-schemas';
import { simulateStockReceipt } from '@/server/workbench/sandbox/simulations';

/**
 * The Simulate panel of a sandbox product: the same simulation as
 * POST /v1/simulations/products/{id}/_receive-stock (units put on the shelf, product.inventory_changed sent).
 */
export async function simulateReceiptAction(productId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(SimulateReceiptForm, formData);
  await redirectAfterAction(
    (outcome) => (isId(productId) ? `/products/${productId}?${outcome}` : `/products?${outcome}`),
    async () => {
      if (parsed.state) return 'error=VALIDATION_ERROR';
      await simulateStockReceipt(await getDb(), merchantId, productId, parsed.data, portalActor(user));
      return 'done=simulated-receive';
    },
  );
}
