import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiClients, webhookEndpoints } from '@/db/schema';
import { NEWEST_VERSION, apiVersions } from '@/server/api/versions';

export interface VersionInUse {
  kind: 'api_client' | 'webhook_endpoint';
  /** The client's id or the endpoint's id. */
  id: string;
  /** The client's name or the endpoint's URL. */
  label: string;
  version: string;
  deprecatedAt: string | null;
  sunset: string | null;
}

/**
 * The merchant's active API clients and webhook endpoints on an API version older than the newest (the API health
 * report, docs/decisions/api-versions.md "How long a version lives"), deprecated ones first.
 */
export async function apiVersionsInUse(db: DbOrTx, merchantId: string): Promise<VersionInUse[]> {
  const retirement = new Map(apiVersions().map((v) => [v.version, v]));
  const clients = await db
    .select({ id: apiClients.clientId, label: apiClients.name, version: apiClients.apiVersion })
    .from(apiClients)
    .where(
      and(
        eq(apiClients.merchantId, merchantId),
        isNull(apiClients.revokedAt),
        ne(apiClients.apiVersion, NEWEST_VERSION),
      ),
    )
    .orderBy(asc(apiClients.apiVersion), asc(apiClients.name));
  const endpoints = await db
    .select({ id: webhookEndpoints.id, label: webhookEndpoints.url, version: webhookEndpoints.apiVersion })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.merchantId, merchantId),
        isNull(webhookEndpoints.deletedAt),
        ne(webhookEndpoints.apiVersion, NEWEST_VERSION),
      ),
    )
    .orderBy(asc(webhookEndpoints.apiVersion), asc(webhookEndpoints.url));
  const rows: VersionInUse[] = [
    ...clients.map((c) => ({ kind: 'api_client' as const, ...c })),
    ...endpoints.map((e) => ({ kind: 'webhook_endpoint' as const, ...e })),
  ].map((r) => ({
    ...r,
    deprecatedAt: retirement.get(r.version)?.deprecatedAt ?? null,
    sunset: retirement.get(r.version)?.sunset ?? null,
  }));
  return rows.sort((a, b) => Number(!!b.deprecatedAt) - Number(!!a.deprecatedAt));
}
