'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, portalActor, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { retryDelivery } from '@/server/webhooks/deliveries';
import { createWebhookEndpoint, deleteWebhookEndpoint } from '@/server/webhooks/manage-endpoints';
import { CreateWebhookEndpointForm } from '@/server/webhooks/form-schemas';

const ROLES = ADMIN_ROLES;

/** Create an endpoint; the signing secret is returned once (05 §5, 06 Developers). */
export async function createWebhookEndpointAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(CreateWebhookEndpointForm, formData);
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
  await redirectAfterAction(
    (outcome) => `/developers/webhooks?${outcome}`,
    async () => {
      await deleteWebhookEndpoint(
        await getDb(),
        merchantId,
        String(formData.get('endpoint_id') ?? ''),
        portalActor(user),
      );
      revalidatePath('/developers/webhooks');
      return 'deleted=1';
    },
  );
}

/** Send a delivery's event again now (POST …/deliveries/{id}/_retry). */
export async function retryDeliveryAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const endpointId = String(formData.get('endpoint_id') ?? '');
  await redirectAfterAction(
    (outcome) =>
      isId(endpointId) ? `/developers/webhooks/${endpointId}?${outcome}` : `/developers/webhooks?${outcome}`,
    async () => {
      const d = await retryDelivery(
        await getDb(),
        merchantId,
        endpointId,
        String(formData.get('delivery_id') ?? ''),
        portalActor(user),
      );
      return `retried=${d.attempt}`;
    },
  );
}
