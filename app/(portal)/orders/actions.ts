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
import { cancelOrder } from '@/server/orders/lifecycle/cancel-order';
import { confirmOrder } from '@/server/orders/lifecycle/confirm-order';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import { deleteOrder } from '@/server/orders/lifecycle/delete-order';
import { PortalCreateOrderBody, UpdateOrderForm } from '@/server/orders/form-schemas';
import { orderFormRowOf, remapFieldErrors } from '@/server/orders/order-form';
import { updateOrder } from '@/server/orders/lifecycle/update-order';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';

const ROLES = MERCHANT_WORK_ROLES;

/**
 * Create an order from the portal form (01 §2 schema with the portal's rule: at least one line and a deliverable
 * customer; the API's domain function; no idempotency key needed).
 */
export async function createOrderAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const rowOf = orderFormRowOf(formData);
  const parsed = parseForm(PortalCreateOrderBody, formData);
  if (parsed.state)
    return { ...parsed.state, fieldErrors: remapFieldErrors(parsed.state.fieldErrors, rowOf) };
  let id: string;
  try {
    const db = await getDb();
    const created = await createOrder({
      db,
      merchantId,
      input: parsed.data.order,
      actor: portalActor(user),
      source: 'portal',
    });
    id = created.order.id;
  } catch (err) {
    return withItemError(formError(err, formData), err, rowOf);
  }
  revalidatePath('/orders');
  redirect(`/orders/${id}?done=created`);
}

/** Edit an order (04 B1 PATCH rules; the form sends every field, so an emptied input clears it). */
export async function updateOrderAction(
  orderId: string,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const rowOf = orderFormRowOf(formData);
  const parsed = parseForm(UpdateOrderForm, formData);
  if (parsed.state)
    return { ...parsed.state, fieldErrors: remapFieldErrors(parsed.state.fieldErrors, rowOf) };
  try {
    await updateOrder(await getDb(), merchantId, orderId, parsed.data.order, portalActor(user));
  } catch (err) {
    return withItemError(formError(err, formData), err, rowOf);
  }
  revalidatePath(`/orders/${orderId}`);
  redirect(`/orders/${orderId}?done=updated`);
}

/** A 422 naming a line (details.item_index) is shown beside that line's product field. */
function withItemError(state: FormState, err: unknown, rowOf: number[]): FormState {
  const index = isAppError(err) ? (err.details?.item_index as number | undefined) : undefined;
  if (index === undefined) return state;
  return {
    ...state,
    fieldErrors: {
      ...(state.fieldErrors ?? {}),
      [`order.items[${rowOf[index] ?? index}].product.sku`]:
        err instanceof Error ? err.message : 'Not found.',
    },
  };
}

async function orderAction(
  formData: FormData,
  run: (
    merchantId: string,
    orderId: string,
    user: Awaited<ReturnType<typeof requireUser>>,
  ) => Promise<unknown>,
  done: string,
) {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const orderId = String(formData.get('orderId') ?? '');
  await redirectAfterAction(
    (outcome) => `/orders/${encodeURIComponent(orderId)}?${outcome}`,
    async () => {
      await run(merchantId, orderId, user);
      return `done=${done}`;
    },
    ['/orders', `/orders/${orderId}`],
  );
}

export async function confirmOrderAction(formData: FormData): Promise<void> {
  await orderAction(
    formData,
    async (m, id, user) => confirmOrder(await getDb(), m, id, portalActor(user)),
    'confirmed',
  );
}

export async function cancelOrderAction(formData: FormData): Promise<void> {
  await orderAction(
    formData,
    async (m, id, user) => cancelOrder(await getDb(), m, id, portalActor(user)),
    'cancelled',
  );
}

export async function deleteOrderAction(formData: FormData): Promise<void> {
  await orderAction(
    formData,
    async (m, id, user) => deleteOrder(await getDb(), m, id, portalActor(user)),
    'deleted',
  );
}

/** Save the list's current filters as a named view of the user (06 Orders). */
export async function saveOrdersViewAction(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveViewFromForm('orders', ROLES, formData);
}

/** Delete one of the user's saved views of the list (confirmed first). */
export async function deleteOrdersViewAction(formData: FormData): Promise<void> {
  await deleteViewFromForm('orders', ROLES, formData);
}
