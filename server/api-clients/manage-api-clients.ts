import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiClients, type ApiClient } from '@/db/schema';
import { hashSecret, randomSecret } from '@/server/core/passwords';
import { AppError } from '@/server/core/errors';
import { merchantExists } from '@/server/merchants/merchant-exists';
import { forgetClient } from './active-client-cache';
import { NEWEST_VERSION, isKnownVersion, knownVersions } from '@/server/api/versions';
import type { CreateApiClientInput } from '@/server/merchants/schemas';

export function toApiClientDto(c: ApiClient) {
  return {
    client_id: c.clientId,
    name: c.name,
    scopes: c.scopes,
    created_at: c.createdAt.toISOString(),
    last_used_at: c.lastUsedAt?.toISOString() ?? null,
    api_version: c.apiVersion,
  };
}

/** Creates a merchant's API client; the secret is returned once and stored only as a slow hash (05 §2). */
export async function createApiClient(db: DbOrTx, merchantId: string, input: CreateApiClientInput) {
  if (!(await merchantExists(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
  const clientId = `cl_${randomBytes(12).toString('hex')}`;
  const secret = `cs_${randomSecret(32)}`;
  const [row] = await db
    .insert(apiClients)
    .values({
      clientId,
      merchantId,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      secretHash: await hashSecret(secret),
      apiVersion: NEWEST_VERSION,
    })
    .returning();
  return { ...toApiClientDto(row!), client_secret: secret };
}

/** Revokes a client: its tokens stop at once (see active-client-cache.ts for every instance). */
export async function revokeApiClient(db: DbOrTx, merchantId: string, clientId: string): Promise<void> {
  const rows = await db
    .update(apiClients)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiClients.clientId, clientId),
        eq(apiClients.merchantId, merchantId),
        isNull(apiClients.revokedAt),
      ),
    )
    .returning({ id: apiClients.id });
  if (rows.length === 0) throw new AppError('API_CLIENT_NOT_FOUND');
  // The trigger's notice tells every instance on commit; this one forgets its copy now.
  await forgetClient(clientId);
}

/**
 * Pins a client of the merchant to an API version (the portal's Developers -> API clients): its requests are
 * served in it unless they name another. Every instance drops its cached copy (the trigger of migration 0041).
 */
export async function setApiClientVersion(
  db: DbOrTx,
  merchantId: string,
  clientId: string,
  version: string,
): Promise<void> {
  if (!isKnownVersion(version))
    throw new AppError('API_VERSION_UNKNOWN', undefined, { details: { known_versions: knownVersions() } });
  const rows = await db
    .update(apiClients)
    .set({ apiVersion: version })
    .where(
      and(
        eq(apiClients.clientId, clientId),
        eq(apiClients.merchantId, merchantId),
        isNull(apiClients.revokedAt),
      ),
    )
    .returning({ id: apiClients.id });
  if (rows.length === 0) throw new AppError('API_CLIENT_NOT_FOUND');
  await forgetClient(clientId);
}

export async function listApiClients(db: DbOrTx, merchantId: string) {
  const rows = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.merchantId, merchantId), isNull(apiClients.revokedAt)))
    .orderBy(desc(apiClients.createdAt));
  return rows.map(toApiClientDto);
}
