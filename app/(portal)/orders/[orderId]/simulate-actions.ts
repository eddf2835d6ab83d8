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
import { simulateProcessing } from '@/server/workbench/sandbox/simulations';

/** The Simulate panel of a sandbox order: the same simulation as POST /v1/simulations/orders/{id}/_process. */
export async function simulateOrderAction(orderId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const step = String(formData.get('step') ?? '');
  await redirectAfterAction(
    (outcome) => (isId(orderId) ? `/orders/${orderId}?${outcome}` : `/orders?${outcome}`),
    async () => {
      if (step !== 'process') return 'error=VALIDATION_ERROR';
      await simulateProcessing(await getDb(), merchantId, orderId, portalActor(user));
      return 'done=simulated-process';
    },
  );
}
