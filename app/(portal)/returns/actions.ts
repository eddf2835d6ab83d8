'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { deleteViewFromForm, saveViewFromForm } from '../saved-view-actions';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { findOrderByReference } from '@/server/orders/reads/order-choices';
import { formError, invalidFields, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { attachExtraService } from '@/server/returns/lines/attach-extra-service';
import { cancelReturn } from '@/server/returns/lifecycle/cancel-return';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { decideReturn } from '@/server/returns/lifecycle/decide-return';
import { editReturnReasons } from '@/server/returns/lines/edit-return-reason';
import { cancelExchangeByHand, releaseExchangeByHand } from '@/server/returns/exchange/decide-exchange';
import type { LabelState } from '@/server/returns/labels/label-state';
import { requestLabel } from '@/server/returns/labels/request-label';
import {
  CreateReturnForm,
  DecisionForm,
  ReasonsForm,
  ServiceAttachmentForm,
} from '@/server/returns/form-schemas';

const ROLES = MERCHANT_WORK_ROLES;

async function session() {
  const user = await requireUser(ROLES);
  return { user, merchantId: await requireMerchantId(user), actor: portalActor(user), db: await getDb() };
}

/**
 * Register a return (02 §4.1): the API's schema and domain function. The person names the original order by
 * their own order number (or its id), which is looked up among the merchant's orders.
 */
export async function createReturnAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const ref = String(formData.get('order_return.original_order.ref') ?? '').trim();
  const original = ref ? await findOrderByReference(db, merchantId, ref) : null;
  const parsed = parseForm(CreateReturnForm, formData);
  const unknownOrder =
    ref && !original ? { 'order_return.original_order.ref': 'You have no order with this number.' } : null;
  if (parsed.state || unknownOrder)
    return invalidFields(formData, { ...parsed.state?.fieldErrors, ...unknownOrder });
  let id: string;
  try {
    const input = {
      ...parsed.data!.order_return,
      ...(original ? { original_order: { id: original.id } } : {}),
    };
    id = (await createReturn(db, merchantId, input, actor, 'portal')).id;
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath('/returns');
  redirect(`/returns/${id}?done=created`);
}

/** The merchant decision (02 §3.1, §4.4): whole code plus the exceptional lines; lines on "default" are left out. */
export async function decideReturnAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const parsed = parseForm(DecisionForm, formData);
  if (parsed.state) return parsed.state;
  try {
    await decideReturn(db, merchantId, returnId, parsed.data.merchant_decision, actor);
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath(`/returns/${returnId}`);
  return { ok: true, message: 'Decision saved. You can change it until the warehouse releases the return.' };
}

/** The lines' return reasons, until the parcel arrives: every line at once, in one transaction. */
export async function editReasonsAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const parsed = parseForm(ReasonsForm, formData);
  if (parsed.state) return parsed.state;
  try {
    await editReturnReasons(
      db,
      merchantId,
      returnId,
      parsed.data.items.map((it) => ({ itemId: it.id, reason: it.return_reason ?? null })),
      actor,
    );
    revalidatePath(`/returns/${returnId}`);
    return { ok: true, message: 'Reasons saved.' };
  } catch (err) {
    return formError(err, formData);
  }
}

export async function cancelReturnAction(formData: FormData): Promise<void> {
  const { merchantId, actor, db } = await session();
  const returnId = String(formData.get('returnId') ?? '');
  await redirectAfterAction(
    (outcome) => `/returns/${encodeURIComponent(returnId)}?${outcome}`,
    async () => {
      await cancelReturn(db, merchantId, returnId, actor);
      return 'done=cancelled';
    },
    ['/returns'],
  );
}

/** Release or cancel the return's exchange by hand (POST .../exchange/_release, _cancel): plain forms, no JS. */
export async function decideExchangeAction(formData: FormData): Promise<void> {
  const { merchantId, actor, db } = await session();
  const returnId = String(formData.get('returnId') ?? '');
  const release = formData.get('exchange') === 'release';
  await redirectAfterAction(
    (outcome) => `/returns/${encodeURIComponent(returnId)}?${outcome}`,
    async () => {
      await (release ? releaseExchangeByHand : cancelExchangeByHand)(db, merchantId, returnId, actor);
      return `done=${release ? 'exchange-released' : 'exchange-cancelled'}`;
    },
    ['/returns'],
  );
}

/** Attach an extra service to the return or one line (02 §4.7-4.8). */
export async function attachServiceAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const itemId = String(formData.get('target') ?? '') || undefined;
  const parsed = parseForm(ServiceAttachmentForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const a = await attachExtraService(
      db,
      merchantId,
      { returnId, itemId },
      parsed.data.service_attachment,
      actor,
    );
    revalidatePath(`/returns/${returnId}`);
    return {
      ok: true,
      message: `Service ${a.service.code ?? a.service.id} attached (attachment id ${a.id}).`,
    };
  } catch (err) {
    return formError(err, formData);
  }
}

/** Request a label without waiting: the widget polls its state (02 §4.9). */
export async function requestLabelAction(returnId: string): Promise<LabelState> {
  const { merchantId, actor, db } = await session();
  try {
    const { label } = await requestLabel(db, merchantId, returnId, 0, actor);
    revalidatePath(`/returns/${returnId}`);
    return { label };
  } catch (err) {
    if (isAppError(err)) return { label: null, error: err.message };
    throw err;
  }
}

/**
 * "Request label" posted as a plain form (without JavaScript): waits a few seconds for the label, then shows the
 * return page again with its state (a download, the failure, or still being made).
 */
export async function requestLabelFormAction(formData: FormData): Promise<void> {
  const { merchantId, actor, db } = await session();
  const returnId = String(formData.get('returnId') ?? '');
  await redirectAfterAction(
    (outcome, error) => `/returns/${encodeURIComponent(returnId)}${error ? `?${outcome}` : '#label-title'}`,
    async () => {
      await requestLabel(db, merchantId, returnId, 5, actor);
      return '';
    },
    [`/returns/${returnId}`],
  );
}

/** Save the list's current filters as a named view of the user (06 Returns). */
export async function saveReturnsViewAction(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveViewFromForm('returns', ROLES, formData);
}

/** Delete one of the user's saved views of the list (confirmed first). */
export async function deleteReturnsViewAction(formData: FormData): Promise<void> {
  await deleteViewFromForm('returns', ROLES, formData);
}
