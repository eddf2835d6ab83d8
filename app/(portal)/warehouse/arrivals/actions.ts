'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { recordInspection } from '@/server/returns/lines/inspect-return-line';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import { arrivalForm, InspectionForm } from '@/server/returns/form-schemas';

/** Register the parcel's arrival (05 §4): location and, when given, the contents found. */
export async function arriveAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const parsed = parseForm(arrivalForm(formData.get('replace_items') === 'on'), formData);
  if (parsed.state) return parsed.state;
  try {
    await arriveReturn(await getDb(), WAREHOUSE_SCOPE, returnId, parsed.data.arrival, portalActor(user));
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath('/warehouse/arrivals');
  redirect(`/warehouse/arrivals/${returnId}?done=arrived`);
}

/**
 * Inspect one line (received quantity, condition, note): field errors come back to the form; a refusal (the
 * return released meanwhile) is the page's `?error=CODE`.
 */
export async function inspectAction(
  returnId: string,
  itemId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const parsed = parseForm(InspectionForm, formData);
  if (parsed.state) return parsed.state;
  let error: string | null = null;
  try {
    await recordInspection(
      await getDb(),
      WAREHOUSE_SCOPE,
      returnId,
      itemId,
      parsed.data.inspection,
      portalActor(user),
    );
  } catch (err) {
    if (!isAppError(err) || err.validationErrors?.length) return formError(err, formData);
    error = err.code;
  }
  revalidatePath('/warehouse/arrivals');
  redirect(
    `/warehouse/arrivals/${encodeURIComponent(returnId)}?${error ? `error=${error}` : 'done=inspected'}`,
  );
}

async function step(
  formData: FormData,
  run: (returnId: string, actor: ReturnType<typeof portalActor>) => Promise<unknown>,
  done: string,
) {
  const user = await requireUser(WAREHOUSE_ROLES);
  const returnId = String(formData.get('returnId') ?? '');
  await redirectAfterAction(
    (outcome) => `/warehouse/arrivals/${encodeURIComponent(returnId)}?${outcome}`,
    async () => {
      await run(returnId, portalActor(user));
      return `done=${done}`;
    },
    ['/warehouse/arrivals'],
  );
}

export async function releaseAction(formData: FormData): Promise<void> {
  await step(
    formData,
    async (id, actor) => releaseReturn(await getDb(), WAREHOUSE_SCOPE, id, actor),
    'released',
  );
}

export async function completeAction(formData: FormData): Promise<void> {
  await step(
    formData,
    async (id, actor) => completeReturn(await getDb(), WAREHOUSE_SCOPE, id, actor),
    'completed',
  );
}
