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
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';
import {
  simulateArrival,
  simulateCompletion,
  simulateInspection,
  simulateRelease,
} from '@/server/sandbox/simulations';

/** The Simulate panel of a sandbox return: the same simulations as POST /v1/simulations/order-returns/…. */
export async function simulateReturnAction(returnId: string, formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const actor = portalActor(user);
  const step = String(formData.get('step') ?? '');
  const condition = String(formData.get('condition') ?? 'sellable');
  let outcome: string;
  try {
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
    outcome = `done=simulated-${step}`;
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `error=${err.code}`;
  }
  redirect(isId(returnId) ? `/returns/${returnId}?${outcome}` : `/returns?${outcome}`);
}
