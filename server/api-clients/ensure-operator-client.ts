import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { apiClients } from '@/db/schema';
import { hashSecret, verifySecret } from '@/server/core/passwords';
import { config } from '@/server/core/config';
import { log } from '@/server/core/logger';

/** 05 §1: with OPERATOR_CLIENT_ID/SECRET set, make sure that operator client exists with exactly that secret. */
export async function ensureOperatorClient(db: Db): Promise<void> {
  const clientId = config.operatorClientId;
  const secret = config.operatorClientSecret;
  if (!clientId || !secret) return;
  const scopes = ['ops:admin', 'warehouse:operate'];
  const [existing] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  if (!existing) {
    await db
      .insert(apiClients)
      .values({
        clientId,
        merchantId: null,
        name: 'Operator (bootstrap)',
        scopes,
        secretHash: await hashSecret(secret),
      })
      .onConflictDoNothing();
    log.info('operator client created', { client_id: clientId });
    return;
  }
  const sameSecret = await verifySecret(secret, existing.secretHash);
  if (
    !sameSecret ||
    existing.revokedAt ||
    existing.merchantId !== null ||
    scopes.some((s) => !existing.scopes.includes(s))
  ) {
    await db
      .update(apiClients)
      .set({
        secretHash: sameSecret ? existing.secretHash : await hashSecret(secret),
        revokedAt: null,
        merchantId: null,
        scopes: [...new Set([...existing.scopes, ...scopes])],
      })
      .where(eq(apiClients.id, existing.id));
    log.info('operator client updated', { client_id: clientId });
  }
}
