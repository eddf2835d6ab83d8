import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { opsListInvoicesOp } from '@/server/billing/operations';
import { listInvoices } from '@/server/billing/reads/read-invoices';

// GET /ops/v1/invoices – invoices and credit notes across merchants
export const GET = apiRoute(opsListInvoicesOp, async ({ readDb, query }) => ({
  body: await listInvoices(readDb, query.merchant_id ?? null, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
