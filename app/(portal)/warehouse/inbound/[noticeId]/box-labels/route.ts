import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { boxLabelsPdf, pdfResponse } from '@/server/inbound/labels/box-labels';

// GET /warehouse/inbound/{id}/box-labels – reprint a notice's box labels (a box that came without one)
export async function GET(req: Request, { params }: { params: Promise<{ noticeId: string }> }) {
  const { noticeId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/inbound/${noticeId}`);
  const layout = new URL(req.url).searchParams.get('layout') === 'a4' ? 'a4' : 'a6';
  try {
    return pdfResponse(await boxLabelsPdf(await getDb(), WAREHOUSE_SCOPE, noticeId, layout));
  } catch (err) {
    if (isAppError(err)) notFound();
    throw err;
  }
}
