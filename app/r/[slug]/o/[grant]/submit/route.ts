import { getDb } from '@/db/client';
import { orderOfGrant } from '@/server/returns/customer-page/find-order';
import { submitCustomerReturn } from '@/server/returns/customer-page/submit-return';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { CUSTOMER_LANGUAGES, SLUG_PATTERN } from '@/server/returns/policy/schemas';

/** Room for several photos of 10 MB each and the form's text fields. */
const MAX_FORM_BYTES = 60 * 1024 * 1024;

const see = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * POST /r/{slug}/o/{grant}/submit – the customer page's return form (multipart, works without JavaScript).
 * A route handler rather than a server action: server actions' body limit is one setting for the whole app,
 * and this form alone carries photos of up to 10 MB. Answers 303 to the tracking page, or back to the form.
 */
export async function POST(req: Request, ctx: { params: Promise<{ slug: string; grant: string }> }) {
  const { slug, grant } = await ctx.params;
  if (!SLUG_PATTERN.test(slug)) return new Response('Not found', { status: 404 });
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug);
  if (!policy) return new Response('Not found', { status: 404 });
  if (Number(req.headers.get('content-length') ?? 0) > MAX_FORM_BYTES)
    return see(`/r/${slug}/o/${grant}?error=bad_photo`);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return see(`/r/${slug}/o/${grant}?error=nothing_chosen`);
  }
  const rawLang = String(form.get('lang') ?? '');
  const lang = (CUSTOMER_LANGUAGES as readonly string[]).includes(rawLang) ? rawLang : 'en';
  const orderId = await orderOfGrant(policy.merchantId, grant);
  if (!orderId) return see(`/r/${slug}?lang=${lang}&error=expired`);
  const back = `/r/${slug}/o/${grant}?lang=${lang}`;
  const result = await submitCustomerReturn(db, policy, orderId, form);
  if (result.kind === 'created') return see(`/r/${slug}/t/${result.token}?lang=${lang}&new=1`);
  if (result.kind === 'not_eligible') {
    const problems = [...new Set(result.problems.map((p) => p.reason))].join(', ');
    return see(`${back}&error=not_eligible&problems=${encodeURIComponent(problems)}`);
  }
  return see(`${back}&error=${result.kind}`);
}
