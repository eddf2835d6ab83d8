import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { getSessionUser, MERCHANT_WORK_ROLES, portalMerchantId } from '@/server/auth/portal-session';
import { AppError } from '@/server/core/errors';
import { errorResponse, json } from '@/server/core/http/respond';
import { readLabelState } from '@/server/returns/labels/label-state';

// GET /returns/{returnId}/label – the label's state for the return screen's polling (06 Returns; 02 §4.10)
// A route rather than a server action: a read that the widget repeats while the label is being made.
export async function GET(_req: Request, ctx: { params: Promise<{ returnId: string }> }): Promise<Response> {
  try {
    const user = await getSessionUser();
    if (!user) throw new AppError('INVALID_TOKEN', 'Sign in to the portal first.');
    const merchantId = MERCHANT_WORK_ROLES.includes(user.role) ? await portalMerchantId(user) : null;
    if (!merchantId) throw new AppError('ORDER_RETURN_NOT_FOUND');
    const { returnId } = await ctx.params;
    return json(200, await readLabelState(await getDb(), merchantId, returnId), {
      'cache-control': 'no-store',
    });
  } catch (err) {
    return errorResponse(err, randomUUID());
  }
}
