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
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';
import {
  simulateArrival,
  simulateCompletion,
  simulateInspection,
  simulateRelease,
} from '@/server/workbench/sandbox/simulations';

/** The Simulate panel of a sandbox return: the same simulations as POST /v1/simulations/order-returns/…. */
export async function simulateReturnAction(returnId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const actor = portalActor(user);
  const step = String(formData.get('step') ?? '');
  const condition = String(formData.get('condition') ?? 'sellable');
  await redirectAfterAction(
    (outcome) => (isId(returnId) ? `/returns/${returnId}?${outcome}` : `/returns?${outcome}`),
    async () => {
      if (step === 'arrive') await simulateArrival(db, merchantId, returnId, {}, actor);
      else if (step === 'inspect')
        await simulateInspection(
          db,
          merchantId,
          returnId,
          {
            condition: (INSPECTION_CONDITIONS as readonly string[]).includes(condition)
              ? (condition as (typeof INSPECTION_CONDITIONS)[number])
              : 'sellable',
          },
          actor,
        );
      else if (step === 'release') await simulateRelease(db, merchantId, returnId, actor);
      else if (step === 'complete') await simulateCompletion(db, merchantId, returnId, actor);
      return `done=simulated-${step}`;
    },
  );
}
