import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { boxLabelsPdf, pdfResponse } from '@/server/inbound/labels/box-labels';

// GET /inbound/{id}/box-labels – the notice's box labels (PDF) for the signed-in merchant
export async function GET(req: Request, { params }: { params: Promise<{ noticeId: string }> }) {
  const { noticeId } = await params;
  const user = await requireUser(MERCHANT_WORK_ROLES, `/inbound/${noticeId}`);
  const merchantId = await requireMerchantId(user);
  const layout = new URL(req.url).searchParams.get('layout') === 'a4' ? 'a4' : 'a6';
  try {
    return pdfResponse(await boxLabelsPdf(await getDb(), merchantScope(merchantId), noticeId, layout));
  } catch (err) {
    if (isAppError(err)) notFound();
    throw err;
  }
}
