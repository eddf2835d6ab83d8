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
import { simulateProcessing } from '@/server/sandbox/simulations';

/** The Simulate panel of a sandbox order: the same simulation as POST /v1/simulations/orders/{id}/_process. */
export async function simulateOrderAction(orderId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const step = String(formData.get('step') ?? '');
  let outcome = 'error=VALIDATION_ERROR';
  try {
    if (step === 'process') {
      await simulateProcessing(await getDb(), merchantId, orderId, portalActor(user));
      outcome = 'done=simulated-process';
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `error=${err.code}`;
  }
  redirect(isId(orderId) ? `/orders/${orderId}?${outcome}` : `/orders?${outcome}`);
}
