'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, portalActor, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { formError, parseForm, type FormState } from '@/server/portal/form-state';
import { retryDelivery } from '@/server/webhooks/deliveries';
import { createWebhookEndpoint, deleteWebhookEndpoint } from '@/server/webhooks/manage-endpoints';
import { CreateWebhookEndpointBody } from '@/server/webhooks/schemas';

const ROLES = ADMIN_ROLES;

/** Create an endpoint; the signing secret is returned once (05 §5, 06 Developers). */
export async function createWebhookEndpointAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(
    CreateWebhookEndpointBody,
    formData,
    (raw) => ((raw.webhook_endpoint ??= {}).event_types ??= []),
  );
  if (parsed.state) return parsed.state;
  try {
    const ep = await createWebhookEndpoint(
      await getDb(),
      merchantId,
      parsed.data.webhook_endpoint,
      portalActor(user),
    );
    revalidatePath('/developers/webhooks');
    return { ok: true, message: `Endpoint ${ep.url} created.`, data: { id: ep.id, secret: ep.secret! } };
  } catch (err) {
    return formError(err, formData);
  }
}

export async function deleteWebhookEndpointAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  let outcome: string;
  try {
    await deleteWebhookEndpoint(
      await getDb(),
      merchantId,
      String(formData.get('endpoint_id') ?? ''),
      portalActor(user),
    );
    revalidatePath('/developers/webhooks');
    outcome = 'deleted=1';
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `error=${err.code}`;
  }
  redirect(`/developers/webhooks?${outcome}`);
}

/** Send a delivery's event again now (POST …/deliveries/{id}/_retry). */
export async function retryDeliveryAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const endpointId = String(formData.get('endpoint_id') ?? '');
  let outcome: string;
  try {
    const d = await retryDelivery(
      await getDb(),
      merchantId,
      endpointId,
      String(formData.get('delivery_id') ?? ''),
      portalActor(user),
    );
    outcome = `retried=${d.attempt}`;
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `error=${err.code}`;
  }
  redirect(
    isId(endpointId) ? `/developers/webhooks/${endpointId}?${outcome}` : `/developers/webhooks?${outcome}`,
  );
}
