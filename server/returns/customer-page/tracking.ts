import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { returnRequests, type ReturnPolicy } from '@/db/schema';
import { hashTrackingToken } from '@/server/returns/requests/create-return-request';
import { requestView } from './request-view';

export type { TrackingView } from './request-view';
import type { TrackingView } from './request-view';

/**
 * The tracking page's contents for a request's token (only its sha256 is stored), within the page's merchant:
 * the progress in the customer's words, the label, and what this return needs (its items) — nothing else of
 * the order or the customer. Product names in `lang` (default: the request's language).
 */
export async function trackingView(
  db: DbOrTx,
  policy: ReturnPolicy,
  token: string,
  lang?: string,
): Promise<TrackingView | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [req] = await db
    .select()
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.merchantId, policy.merchantId),
        eq(returnRequests.trackingTokenHash, hashTrackingToken(token)),
      ),
    );
  if (!req) return null;
  return requestView(db, req, lang ?? req.language);
}
