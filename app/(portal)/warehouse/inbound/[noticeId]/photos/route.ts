import { getDb } from '@/db/client';
import { getSessionUser, portalActor, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { loadInboundShipment } from '@/server/inbound/reads/read-notice';
import { addNoticePhoto, readPhotoUpload } from '@/server/inbound/photos/notice-photos';

// POST /warehouse/inbound/{id}/photos – the receive screen's "Photo of damage" form (a plain multipart post, with
// or without JavaScript; a route handler because a server action's body is capped at 1 MB and a phone photo is
// larger). Same rules as POST /ops/v1/inbound-shipments/{id}/photos; answers with a redirect back to the screen.
export async function POST(req: Request, ctx: { params: Promise<{ noticeId: string }> }): Promise<Response> {
  const { noticeId } = await ctx.params;
  const back = (query: string) =>
    new Response(null, {
      status: 303,
      headers: { location: `/warehouse/inbound/${isId(noticeId) ? `${noticeId}/receive` : ''}?${query}` },
    });
  const user = await getSessionUser();
  if (!user) return new Response(null, { status: 303, headers: { location: '/signin' } });
  if (!WAREHOUSE_ROLES.includes(user.role)) return new Response('Not found', { status: 404 });
  try {
    const db = await getDb();
    await loadInboundShipment(db, WAREHOUSE_SCOPE, noticeId);
    const upload = await readPhotoUpload(req);
    await addNoticePhoto(db, WAREHOUSE_SCOPE, noticeId, upload, portalActor(user));
    return back('photo=added');
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.code === 'INBOUND_SHIPMENT_NOT_FOUND') return new Response('Not found', { status: 404 });
    return back(`photo_error=${err.code}`);
  }
}
