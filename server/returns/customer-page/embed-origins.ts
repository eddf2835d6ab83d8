import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { returnPolicies } from '@/db/schema';
import { isExactHttpsOrigin } from '@/server/returns/policy/schemas';

const CUSTOMER_PAGE = /^\/r\/([a-z0-9-]{3,40})(?:\/|$)/;

/**
 * The origins allowed to frame a page (CSP frame-ancestors): a merchant's customer returns page (/r/{slug}/…)
 * may be framed by the https origins its enabled return policy lists (`embed_origins`, for the embed snippet of
 * the Return policy screen); every other page, and a customer page whose policy lists none, by nobody (empty).
 */
export async function frameAncestorsFor(pathname: string): Promise<string[]> {
  const slug = CUSTOMER_PAGE.exec(pathname)?.[1];
  if (!slug) return [];
  const db = await getDb();
  const [row] = await db
    .select({ origins: returnPolicies.embedOrigins })
    .from(returnPolicies)
    .where(and(eq(returnPolicies.slug, slug), eq(returnPolicies.enabled, true)))
    .limit(1);
  // Only exact origins reach the header, whatever an older version stored.
  return (row?.origins ?? []).filter(isExactHttpsOrigin);
}
