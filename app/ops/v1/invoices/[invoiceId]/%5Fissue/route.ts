import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { issueInvoice } from '@/server/billing/invoices/invoice-lifecycle';
import { issueInvoiceOp } from '@/server/billing/operations';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

// POST /ops/v1/invoices/{invoiceId}/_issue – number it and make it final
export const POST = apiRoute(issueInvoiceOp, async ({ db, params, actor }) => {
  await issueInvoice(db, WAREHOUSE_SCOPE, params.invoiceId!, actor);
  return { body: { invoice: await getInvoice(db, WAREHOUSE_SCOPE, params.invoiceId!) } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
