import { getDb } from '@/db/client';
import { ADMIN_ROLES, getSessionUser, requireMerchantId } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { log } from '@/server/core/logger';
import { readLogoUpload, uploadReturnPolicyLogo } from '@/server/returns/policy/logo';

const see = (query: string) =>
  new Response(null, { status: 303, headers: { location: `/returns/policy?${query}` } });

// POST /returns/policy/logo – the Return policy screen's logo upload (a plain multipart form, no JavaScript
// needed). A route handler rather than a server action: server actions' body limit (1 MB) is one setting for the
// whole app, and a logo of 1 MB does not fit in it with its envelope. Same rules as PUT /v1/return-policy/logo.
export async function POST(req: Request): Promise<Response> {
  const origin = req.headers.get('origin');
  if (origin && new URL(origin).host !== (req.headers.get('x-forwarded-host') ?? req.headers.get('host')))
    return new Response('Cross-site upload refused.', { status: 403 });
  const user = await getSessionUser();
  if (!user)
    return new Response(null, { status: 303, headers: { location: '/signin?callbackUrl=/returns/policy' } });
  if (!ADMIN_ROLES.includes(user.role))
    return new Response('Only admins change the return policy.', { status: 403 });
  const merchantId = await requireMerchantId(user);
  try {
    const upload = await readLogoUpload(req);
    await uploadReturnPolicyLogo(await getDb(), merchantId, upload);
    return see('logo=saved');
  } catch (err) {
    if (!isAppError(err)) {
      log.error('logo upload failed', { error: err instanceof Error ? err.message : String(err) });
      return see('logo_error=failed');
    }
    const why =
      err.code === 'FILE_TOO_LARGE'
        ? 'too_large'
        : err.validationErrors?.some((i) => i.path === 'file')
          ? 'not_image'
          : 'failed';
    return see(`logo_error=${why}`);
  }
}
