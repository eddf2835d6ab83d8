'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { SimulateReceiveStockBody } from '@/server/sandbox/schemas';
import { simulateStockReceipt } from '@/server/sandbox/simulations';

/**
 * The Simulate panel of a sandbox product: the same simulation as
 * POST /v1/simulations/products/{id}/_receive-stock (units put on the shelf, product.inventory_changed sent).
 */
export async function simulateReceiptAction(productId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const location = String(formData.get('location') ?? '').trim();
  const parsed = SimulateReceiveStockBody.safeParse({
    receipt: { quantity: Number(formData.get('quantity')), ...(location ? { location } : {}) },
  });
  let outcome = 'error=VALIDATION_ERROR';
  if (parsed.success) {
    try {
      await simulateStockReceipt(await getDb(), merchantId, productId, parsed.data, portalActor(user));
      outcome = 'done=simulated-receive';
    } catch (err) {
      if (!isAppError(err)) throw err;
      outcome = `error=${err.code}`;
    }
  }
  redirect(isId(productId) ? `/products/${productId}?${outcome}` : `/products?${outcome}`);
}
