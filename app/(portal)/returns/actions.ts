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
import { formError, invalidFields, parseForm, type FormState } from '@/server/portal/form-state';
import { z } from 'zod';
import { attachExtraService } from '@/server/returns/lines/attach-extra-service';
import { cancelReturn } from '@/server/returns/lifecycle/cancel-return';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { decideReturn } from '@/server/returns/lifecycle/decide-return';
import { editReturnReasons } from '@/server/returns/lines/edit-return-reason';
import { cancelExchangeByHand, releaseExchangeByHand } from '@/server/returns/exchange/decide-exchange';
import type { LabelState } from '@/server/returns/labels/label-state';
import { requestLabel } from '@/server/returns/labels/request-label';
import {
  CreateReturnBody,
  DecisionBody,
  EditReturnItemSchema,
  ServiceAttachmentBody,
} from '@/server/returns/schemas';

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
  const parsed = parseForm(CreateReturnBody, formData, (raw) => {
    const r = (raw.order_return ??= {});
    if (typeof r.tracking_codes === 'string')
      r.tracking_codes = r.tracking_codes.split(/[\s,]+/).filter(Boolean);
    delete r.original_order;
    if (original) r.original_order = { id: original.id };
    if (Array.isArray(r.items)) {
      r.items = r.items
        .filter((it: any) => it?.product?.id)
        .map((it: any) => ({
          ...it,
          quantity: it.quantity === undefined ? undefined : Number(it.quantity),
          return_reason: it.return_reason?.code
            ? { code: it.return_reason.code, note: it.return_reason.note?.trim() || null }
            : null,
          exchange: it.exchange?.product?.id
            ? { product: { id: it.exchange.product.id }, quantity: Number(it.exchange.quantity ?? 1) }
            : null,
        }));
    }
  });
  const unknownOrder =
    ref && !original ? { 'order_return.original_order.ref': 'You have no order with this number.' } : null;
  if (parsed.state || unknownOrder)
    return invalidFields(formData, { ...parsed.state?.fieldErrors, ...unknownOrder });
  let id: string;
  try {
    id = (await createReturn(db, merchantId, parsed.data.order_return, actor, 'portal')).id;
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
  if (!formData.get('merchant_decision.code'))
    return invalidFields(formData, {
      'merchant_decision.code': 'Choose what should happen to the return.',
    });
  const parsed = parseForm(DecisionBody, formData, (raw) => {
    const d = (raw.merchant_decision ??= {});
    if (Array.isArray(d.items)) {
      // Without JavaScript every line's choices are on the page whatever the whole decision: a line on "default"
      // that names a product to shelve as goes to the shelf under "shelf"; under a decision without line
      // choices, lines left on "default" say nothing.
      d.items = d.items
        .map((it: any) =>
          !it?.code && it?.restock_as_product?.id && d.code === 'to_shelf' ? { ...it, code: 'to_shelf' } : it,
        )
        .filter((it: any) => it?.code)
        .map((it: any) => ({
          id: it.id,
          code: it.code,
          ...(it.restock_as_product?.id ? { restock_as_product: { id: it.restock_as_product.id } } : {}),
        }));
      if (!d.items.length) delete d.items;
    }
  });
  if (parsed.state) return parsed.state;
  try {
    await decideReturn(db, merchantId, returnId, parsed.data.merchant_decision, actor);
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath(`/returns/${returnId}`);
  return { ok: true, message: 'Decision saved. You can change it until the warehouse releases the return.' };
}

const ReasonsBody = z.object({
  items: z.array(EditReturnItemSchema.extend({ id: z.string().min(1) })).max(500),
});

/** The lines' return reasons, until the parcel arrives: every line at once, in one transaction. */
export async function editReasonsAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const parsed = parseForm(ReasonsBody, formData, (raw) => {
    raw.items = (Array.isArray(raw.items) ? raw.items : []).map((it: any) => ({
      id: it?.id,
      return_reason: it?.return_reason?.code
        ? { code: it.return_reason.code, note: it.return_reason.note?.trim() || null }
        : null,
    }));
  });
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
  let error: string | null = null;
  try {
    await cancelReturn(db, merchantId, returnId, actor);
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath('/returns');
  redirect(`/returns/${encodeURIComponent(returnId)}?${error ? `error=${error}` : 'done=cancelled'}`);
}

/** Release or cancel the return's exchange by hand (POST .../exchange/_release, _cancel): plain forms, no JS. */
export async function decideExchangeAction(formData: FormData): Promise<void> {
  const { merchantId, actor, db } = await session();
  const returnId = String(formData.get('returnId') ?? '');
  const release = formData.get('exchange') === 'release';
  let error: string | null = null;
  try {
    await (release ? releaseExchangeByHand : cancelExchangeByHand)(db, merchantId, returnId, actor);
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath('/returns');
  const done = release ? 'exchange-released' : 'exchange-cancelled';
  redirect(`/returns/${encodeURIComponent(returnId)}?${error ? `error=${error}` : `done=${done}`}`);
}

/** Attach an extra service to the return or one line (02 §4.7-4.8). */
export async function attachServiceAction(
  returnId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const { merchantId, actor, db } = await session();
  const itemId = String(formData.get('target') ?? '') || undefined;
  const parsed = parseForm(ServiceAttachmentBody, formData, (raw) => {
    const a = (raw.service_attachment ??= {});
    if (a.quantity !== undefined) a.quantity = Number(a.quantity);
    a.service ??= {};
  });
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
  let error: string | null = null;
  try {
    await requestLabel(db, merchantId, returnId, 5, actor);
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath(`/returns/${returnId}`);
  redirect(`/returns/${encodeURIComponent(returnId)}${error ? `?error=${error}` : '#label-title'}`);
}

/** Save the list's current filters as a named view of the user (06 Returns). */
export async function saveReturnsViewAction(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveViewFromForm('returns', ROLES, formData);
}

/** Delete one of the user's saved views of the list (confirmed first). */
export async function deleteReturnsViewAction(formData: FormData): Promise<void> {
  await deleteViewFromForm('returns', ROLES, formData);
}
