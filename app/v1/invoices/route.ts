import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listInvoicesOp } from '@/server/billing/operations';
import { listInvoices } from '@/server/billing/reads/read-invoices';

// GET /v1/invoices – the merchant's invoices and credit notes
export const GET = apiRoute(listInvoicesOp, async ({ readDb, merchantId, query }) => ({
  body: await listInvoices(readDb, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
