import { notFound } from 'next/navigation';
import type { Db } from '@/db/client';
import { isAppError } from '@/server/core/errors';
import { getWebhookEndpoint } from '@/server/webhooks/manage-endpoints';

/** The merchant's endpoint, or the not-found page: another merchant's (or an unknown id) does not exist here. */
export async function endpointOr404(db: Db, merchantId: string, endpointId: string) {
  return getWebhookEndpoint(db, merchantId, endpointId).catch((err) => {
    if (isAppError(err)) notFound();
    throw err;
  });
}
