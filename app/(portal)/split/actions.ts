'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError, portalWording } from '@/server/core/errors';
import { KEY_PATTERN } from '@/server/core/idempotency';
import { formError, type FormState } from '@/server/core/http/form-state';
import { splitProduct } from '@/server/split/split-product';
import { parseSplitForm, splitFieldValues } from './parse-split-form';

/**
 * The split itself (03 §4.1) through the API's domain function. The idempotency key was made when the preview was
 * shown, so a double submit or a retry of the same form is answered with the first result, never a second split.
 */
export async function splitAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseSplitForm(formData);
  if (parsed.state) return withCode(parsed.state, 'VALIDATION_ERROR');
  const key = String(formData.get('idempotency_key') ?? '');
  let outcome: { incidentId: string | null; created: boolean; moved: number };
  try {
    if (!KEY_PATTERN.test(key))
      return withCode({ ok: false, values: splitFieldValues(formData) }, 'INVALID_IDEMPOTENCY_KEY');
    const { result } = await splitProduct(
      await getDb(),
      merchantId,
      { key, request: parsed.data },
      portalActor(user),
    );
    outcome = {
      incidentId: result.body.incident_id,
      created: result.body.target_created,
      moved: result.body.moved_quantity,
    };
  } catch (err) {
    const state = formError(err, formData);
    return isAppError(err) ? withCode(state, err.code) : state;
  }
  if (!outcome.incidentId)
    return { ok: true, message: 'No unit matched: nothing was moved.', data: { moved: 0 } };
  redirect(`/split/results/${outcome.incidentId}${outcome.created ? '?created=1' : ''}`);
}

function withCode(state: FormState, code: string): FormState {
  const text = portalWording(code);
  return {
    ...state,
    ok: false,
    message: text ? `${text.title} ${text.text}` : state.message,
    data: { code },
  };
}
