import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { opsGetInvoiceOp } from '@/server/billing/operations';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

// GET /ops/v1/invoices/{invoiceId} – an invoice or credit note
export const GET = apiRoute(opsGetInvoiceOp, async ({ db, params }) => ({
  body: { invoice: await getInvoice(db, WAREHOUSE_SCOPE, params.invoiceId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
