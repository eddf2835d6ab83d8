'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import {
  createApiClient,
  revokeApiClient,
  setApiClientVersion,
} from '@/server/api-clients/manage-api-clients';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { CreateApiClientForm } from '@/server/merchants/form-schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';

const ROLES = ADMIN_ROLES;

/** Create an API client of the session's merchant; the secret is returned once (05 §2, 06 Developers). */
export async function createApiClientAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(CreateApiClientForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const client = await createApiClient(await getDb(), merchantId, parsed.data.api_client);
    revalidatePath('/developers/api-clients');
    return {
      ok: true,
      message: `API client “${client.name}” created.`,
      data: { id: client.client_id, client_id: client.client_id, client_secret: client.client_secret },
    };
  } catch (err) {
    return formError(err, formData);
  }
}

/** Revoke one of the session merchant's clients: its tokens stop working at once. */
export async function revokeApiClientAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const clientId = String(formData.get('client_id') ?? '');
  await redirectAfterAction(
    (outcome) => `/developers/api-clients?${outcome}`,
    async () => {
      await revokeApiClient(await getDb(), merchantId, clientId);
      revalidatePath('/developers/api-clients');
      return `revoked=${encodeURIComponent(clientId)}`;
    },
  );
}

/** Pin one of the session merchant's clients to an API version (its requests' default, Fulfilment-Version). */
export async function setApiClientVersionAction(formData: FormData): Promise<void> {
  const user = await requireUser(ROLES);
  const merchantId = await requireMerchantId(user);
  const clientId = String(formData.get('client_id') ?? '');
  const version = String(formData.get('api_version') ?? '');
  await redirectAfterAction(
    (outcome) => `/developers/api-clients?${outcome}`,
    async () => {
      await setApiClientVersion(await getDb(), merchantId, clientId, version);
      revalidatePath('/developers/api-clients');
      return `pinned=${encodeURIComponent(clientId)}&version=${encodeURIComponent(version)}`;
    },
  );
}
