'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { formError, parseForm, type FormState } from '@/server/portal/form-state';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { recordInspection } from '@/server/returns/lines/inspect-return-line';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import { ArrivalBody, InspectionBody } from '@/server/returns/schemas';

/** Register the parcel's arrival (05 §4): location and, when given, the contents found. */
export async function arriveAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const parsed = parseForm(ArrivalBody, formData, (raw) => {
    const a = (raw.arrival ??= {});
    a.warehouse_location ??= {};
    if (Array.isArray(a.items)) {
      a.items = a.items
        .filter((it: any) => it?.product?.id)
        .map((it: any) => ({ ...it, quantity: it.quantity === undefined ? undefined : Number(it.quantity) }));
      if (!a.items.length || formData.get('replace_items') !== 'on') delete a.items;
    } else delete a.items;
  });
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
  const parsed = parseForm(InspectionBody, formData, (raw) => {
    const i = (raw.inspection ??= {});
    if (i.received_quantity !== undefined) i.received_quantity = Number(i.received_quantity);
  });
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
  let error: string | null = null;
  try {
    await run(returnId, portalActor(user));
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath('/warehouse/arrivals');
  redirect(
    `/warehouse/arrivals/${encodeURIComponent(returnId)}?${error ? `error=${error}` : `done=${done}`}`,
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
