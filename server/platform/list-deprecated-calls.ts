import { and, desc, eq, gte, max, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiClients, deprecatedCalls, users } from '@/db/schema';
import { now } from '@/server/core/clock';
import { findDeprecation, phaseOf, type DeprecationPhase } from '@/server/core/deprecations';

export const API_HEALTH_WINDOW_DAYS = 30;

export interface DeprecatedCallSummary {
  method: string;
  route: string;
  clientId: string;
  /** The API client's name, or the portal user's e-mail for session calls (legacy split), else null. */
  clientLabel: string | null;
  count: number;
  lastCalledAt: Date;
  deprecatedAt: string | null;
  sunset: string | null;
  replacementPath: string | null;
  phase: DeprecationPhase | null;
}

/**
 * The API health report (06 Developers): this merchant's calls to deprecated endpoints in the last 30 days, per
 * route and client, with the sunset date from the deprecation registry. Reads the primary key's prefix
 * (merchant_id, …) of deprecated_calls; days are UTC dates as recorded.
 */
export async function listDeprecatedCalls(
  db: DbOrTx,
  merchantId: string,
  at: Date = now(),
): Promise<DeprecatedCallSummary[]> {
  const since = new Date(at.getTime() - (API_HEALTH_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      method: deprecatedCalls.method,
      route: deprecatedCalls.route,
      clientId: deprecatedCalls.clientId,
      clientName: sql<string | null>`coalesce(max(${apiClients.name}), max(${users.email}))`,
      count: sum(deprecatedCalls.count),
      lastCalledAt: max(deprecatedCalls.lastCalledAt),
    })
    .from(deprecatedCalls)
    .leftJoin(apiClients, eq(apiClients.clientId, deprecatedCalls.clientId))
    .leftJoin(users, eq(users.id, deprecatedCalls.clientId))
    .where(and(eq(deprecatedCalls.merchantId, merchantId), gte(deprecatedCalls.day, since)))
    .groupBy(deprecatedCalls.method, deprecatedCalls.route, deprecatedCalls.clientId)
    .orderBy(desc(max(deprecatedCalls.lastCalledAt)));
  return rows.map((r) => {
    const d = findDeprecation(r.method, r.route);
    return {
      method: r.method,
      route: r.route,
      clientId: r.clientId,
      clientLabel: r.clientName ?? null,
      count: Number(r.count ?? 0),
      lastCalledAt: new Date(r.lastCalledAt as unknown as string),
      deprecatedAt: d?.deprecatedAt ?? null,
      sunset: d?.sunset ?? null,
      replacementPath: d?.replacementPath ?? null,
      phase: d ? phaseOf(d, at) : null,
    };
  });
}
