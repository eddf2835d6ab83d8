import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { returnRequests } from '@/db/schema';
import { admitAttempt, envNumber, type ThrottlePolicy } from '@/server/auth/attempt-throttle';
import { clientAddressFrom } from '@/server/core/client-address';
import { hashTrackingToken } from '@/server/returns/requests/create-return-request';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { pickLanguage, translatorFor } from './i18n';

/** The tracking page and its label link (/r/{slug}/t/{token}[/label]). */
const TRACKING_PAGE = /^\/r\/([a-z0-9-]{3,40})\/t\/([^/]+)(?:\/label)?\/?$/;

/**
 * Wrong tracking tokens per client address in 15 minutes; past them every tracking page from that address is
 * refused (429) until the window ends, before any token is compared. Right tokens give their attempt back.
 */
export function trackingPolicy(): ThrottlePolicy {
  const perAddress = envNumber('RETURN_TRACKING_GUESSES_PER_ADDRESS', 20);
  return {
    prefix: 'returns-track',
    // The account is the address itself: the address window refuses first, so there is no delay phase.
    perAccount: perAddress,
    perAddress,
    firstDelaySeconds: 1,
    maxDelaySeconds: 1,
  };
}

/**
 * The proxy's gate in front of the tracking page (/r/{slug}/t/{token}): each view is taken from the attempt
 * throttle (one atomic step of the shared store) before the token is compared, so an address that guessed
 * wrong too often gets `429` with Retry-After and the customer's words instead of an answer on the token;
 * otherwise null (the page itself answers, 404 for a wrong token). The token's 192 random bits make guessing
 * hopeless anyway; this keeps an enumeration from even being tried at speed.
 */
export async function gateTrackingPage(
  pathname: string,
  headers: Headers,
  lang: string | null,
): Promise<Response | null> {
  const m = TRACKING_PAGE.exec(pathname);
  if (!m) return null;
  const [, slug, token] = m;
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug!);
  if (!policy) return null;
  const address = clientAddressFrom(headers);
  const admission = await admitAttempt(trackingPolicy(), address, address);
  if (!admission.admitted) {
    const locale = pickLanguage(lang, headers.get('accept-language'));
    const t = translatorFor(locale);
    const message = t('find.limited', { minutes: Math.ceil(admission.retryAfterSeconds / 60) });
    return new Response(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t('meta.title')}</title></head><body><main><p>${message}</p></main></body></html>`,
      {
        status: 429,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'retry-after': String(admission.retryAfterSeconds),
          'cache-control': 'no-store',
        },
      },
    );
  }
  const [found] = /^[\w-]{20,100}$/.test(token!)
    ? await db
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(
          and(
            eq(returnRequests.merchantId, policy.merchantId),
            eq(returnRequests.trackingTokenHash, hashTrackingToken(token!)),
          ),
        )
        .limit(1)
    : [];
  await admission.done(Boolean(found));
  return null;
}
