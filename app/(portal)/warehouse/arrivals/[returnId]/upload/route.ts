import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { getSessionUser, portalActor, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { AppError } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { errorResponse, json } from '@/server/core/http/respond';
import { uploadAttachment } from '@/server/returns/files/attachments';
import { loadReturn } from '@/server/returns/reads/load-return';
import { readUpload } from '@/server/returns/files/read-upload';

// POST /warehouse/arrivals/{returnId}/upload – the portal's upload of one attachment (06 Warehouse; same rules as 05 §4)
// A route handler rather than a server action so that the browser can report upload progress. An optional `item_id`
// ties the file to one line of this return (readUpload reads it; uploadAttachment checks the line is the return's).
export async function POST(req: Request, ctx: { params: Promise<{ returnId: string }> }): Promise<Response> {
  const requestId = randomUUID();
  try {
    const origin = req.headers.get('origin');
    if (origin && new URL(origin).host !== (req.headers.get('x-forwarded-host') ?? req.headers.get('host'))) {
      throw new AppError('INSUFFICIENT_SCOPE', 'Cross-site upload refused.');
    }
    const user = await getSessionUser();
    if (!user) throw new AppError('INVALID_TOKEN', 'Sign in to the portal first.');
    if (!WAREHOUSE_ROLES.includes(user.role)) throw new AppError('ORDER_RETURN_NOT_FOUND');
    const { returnId } = await ctx.params;
    const db = await getDb();
    await loadReturn(db, WAREHOUSE_SCOPE, returnId);
    const upload = await readUpload(req);
    return json(201, {
      attachment: await uploadAttachment(db, WAREHOUSE_SCOPE, returnId, upload, portalActor(user)),
    });
  } catch (err) {
    return errorResponse(err, requestId);
  }
}
