import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { getSessionUser, portalMerchantId } from '@/server/auth/portal-session';
import { documentResponse } from '@/server/billing/documents/serve-document';
import { DOCUMENT_KINDS, type DocumentKind } from '@/server/billing/schemas';
import { AppError } from '@/server/core/errors';
import { errorResponse } from '@/server/core/http/respond';
import { merchantScope, WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

// GET /billing/invoices/{invoiceId}/documents/{kind} – the invoice's PDF, CSV or UBL XML for the signed-in user
// (the merchant's admin: its own invoices; the operator's admin: any)
export async function GET(
  _req: Request,
  ctx: { params: Promise<{ invoiceId: string; kind: string }> },
): Promise<Response> {
  try {
    const user = await getSessionUser();
    if (!user) throw new AppError('INVALID_TOKEN', 'Sign in to the portal first.');
    const { invoiceId, kind } = await ctx.params;
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw new AppError('NOT_FOUND');
    let scope = WAREHOUSE_SCOPE;
    if (user.role === 'merchant_admin') {
      const merchantId = await portalMerchantId(user);
      if (!merchantId) throw new AppError('INVOICE_NOT_FOUND');
      scope = merchantScope(merchantId);
    } else if (user.role !== 'operator_admin') throw new AppError('INVOICE_NOT_FOUND');
    return await documentResponse(await getDb(), scope, invoiceId, kind as DocumentKind);
  } catch (err) {
    return errorResponse(err, randomUUID());
  }
}
