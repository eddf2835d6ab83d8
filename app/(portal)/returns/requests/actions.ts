'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { approveReturnRequest, declineReturnRequest } from '@/server/return-requests/decide-return-request';
import { DeclineBody } from '@/server/return-requests/schemas';

const ROLES = MERCHANT_WORK_ROLES;

async function decide(
  formData: FormData,
  run: (db: Awaited<ReturnType<typeof getDb>>, id: string) => Promise<unknown>,
) {
  const user = await requireUser(ROLES);
  await requireMerchantId(user);
  const id = String(formData.get('id') ?? '');
  let error: string | null = null;
  try {
    await run(await getDb(), id);
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath('/returns/requests');
  redirect(`/returns/requests?${error ? `error=${error}` : 'decided=1'}`);
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
  const parsed = DeclineBody.safeParse({ decline: { message: String(formData.get('message') ?? '') } });
  if (!parsed.success) redirect('/returns/requests?error=VALIDATION_ERROR');
  await decide(formData, (db, id) =>
    declineReturnRequest(db, merchantId, id, parsed.data.decline.message, portalActor(user)),
  );
}
