import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getInvoiceOp } from '@/server/billing/operations';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { merchantScope } from '@/server/core/resource-scope';

// GET /v1/invoices/{invoiceId} – an invoice with lines, totals and document links
export const GET = apiRoute(getInvoiceOp, async ({ db, merchantId, params }) => ({
  body: { invoice: await getInvoice(db, merchantScope(merchantId), params.invoiceId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
