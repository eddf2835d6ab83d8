'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { approveReturnRequest, declineReturnRequest } from '@/server/returns/requests/decide-return-request';
import { DeclineForm } from '@/server/returns/requests/form-schemas';

const ROLES = MERCHANT_WORK_ROLES;

async function decide(
  formData: FormData,
  run: (db: Awaited<ReturnType<typeof getDb>>, id: string) => Promise<unknown>,
) {
  const user = await requireUser(ROLES);
  await requireMerchantId(user);
  const id = String(formData.get('id') ?? '');
  await redirectAfterAction(
    (outcome) => `/returns/requests?${outcome}`,
    async () => {
      await run(await getDb(), id);
      return 'decided=1';
    },
    ['/returns/requests'],
  );
}

/** Approve a return request: the return is created as the API's approval creates it. */
export async function approveRequestAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  await decide(formData, (db, id) => approveReturnRequest(db, merchantId, id, portalActor(user)));
}

/** Decline a return request with a message the customer sees. */
export async function declineRequestAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(DeclineForm, formData);
  if (parsed.state) redirect('/returns/requests?error=VALIDATION_ERROR');
  await decide(formData, (db, id) =>
    declineReturnRequest(db, merchantId, id, parsed.data.message, portalActor(user)),
  );
}
