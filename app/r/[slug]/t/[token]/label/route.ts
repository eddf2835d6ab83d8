import { getDb } from '@/db/client';
import { trackingView } from '@/server/returns/customer-page/tracking';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { SLUG_PATTERN } from '@/server/returns/policy/schemas';

/**
 * GET /r/{slug}/t/{token}/label – the e-mails' link to the return label: the tracking token is the key, and
 * the answer a 303 to a freshly signed link of the current PDF (signed links live minutes; a mail lives on).
 * No label ready yet: to the tracking page, which says where it stands. Guesses are throttled by the proxy as
 * the tracking page's are.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string; token: string }> }) {
  const { slug, token } = await ctx.params;
  if (!SLUG_PATTERN.test(slug)) return new Response('Not found', { status: 404 });
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug);
  const view = policy ? await trackingView(db, policy, token) : null;
  if (!view) return new Response('Not found', { status: 404 });
  const location = view.label?.url ?? `/r/${slug}/t/${token}?lang=${view.language}`;
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
