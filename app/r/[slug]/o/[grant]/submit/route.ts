import { getDb } from '@/db/client';
import { AppError } from '@/server/core/errors';
import { discardBody, readLimitedBody } from '@/server/core/http/body';
import { orderOfGrant } from '@/server/returns/customer-page/find-order';
import { choicesOf, pageProblem, sealFormState } from '@/server/returns/customer-page/form-state';
import { submitCustomerReturn } from '@/server/returns/customer-page/submit-return';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { CUSTOMER_LANGUAGES, SLUG_PATTERN } from '@/server/returns/policy/schemas';

/** Room for several photos of 10 MB each and the form's text fields. */
const MAX_FORM_BYTES = 60 * 1024 * 1024;

const see = (location: string) => new Response(null, { status: 303, headers: { location } });
const language = (raw: unknown) =>
  (CUSTOMER_LANGUAGES as readonly string[]).includes(String(raw ?? '')) ? String(raw) : 'en';

/**
 * POST /r/{slug}/o/{grant}/submit – the customer page's return form (multipart, works without JavaScript).
 * A route handler rather than a server action: server actions' body limit is one setting for the whole app,
 * and this form alone carries photos of up to 10 MB. Answers 303 to the tracking page, or back to the form.
 * Nobody is signed in here: the page and the grant are checked before a byte of the body is read, and the body
 * is then read with a hard cap whether or not a length was declared (a chunked body included).
 */
export async function POST(req: Request, ctx: { params: Promise<{ slug: string; grant: string }> }) {
  const { slug, grant } = await ctx.params;
  if (!SLUG_PATTERN.test(slug)) return new Response('Not found', { status: 404 });
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug);
  if (!policy) return new Response('Not found', { status: 404 });
  // The form's action names its language, so an expired grant is answered without reading the body.
  const urlLang = language(new URL(req.url).searchParams.get('lang'));
  const orderId = await orderOfGrant(policy.merchantId, grant);
  if (!orderId) {
    await discardBody(req, MAX_FORM_BYTES);
    return see(`/r/${slug}?lang=${urlLang}&error=expired`);
  }
  let form: FormData;
  try {
    const body = await readLimitedBody(req, MAX_FORM_BYTES, 'FILE_TOO_LARGE');
    const type = req.headers.get('content-type') ?? '';
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch (err) {
    if (err instanceof AppError && err.code === 'FILE_TOO_LARGE')
      return see(`/r/${slug}/o/${grant}?lang=${urlLang}&error=bad_photo`);
    return see(`/r/${slug}/o/${grant}?lang=${urlLang}&error=nothing_chosen`);
  }
  const lang = form.has('lang') ? language(form.get('lang')) : urlLang;
  const back = `/r/${slug}/o/${grant}?lang=${lang}`;
  const result = await submitCustomerReturn(db, policy, orderId, form);
  if (result.kind === 'created') return see(`/r/${slug}/t/${result.token}?lang=${lang}&new=1`);
  // Back to the form with every choice kept and each problem beside its item (server/returns/customer-page/form-state.ts).
  const problems = result.kind === 'nothing_chosen' ? [] : result.problems;
  const state = await sealFormState(grant, {
    ...choicesOf(form),
    problems: problems.map((p) => ({ line: p.line, code: pageProblem(p.reason) })),
  });
  return see(`${back}&error=${result.kind}&state=${state}`);
}
