import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { runInvoices } from '@/server/billing/invoices/run-invoices';
import { runInvoicesOp } from '@/server/billing/operations';
import { listInvoicesByIds } from '@/server/billing/reads/read-invoices';
import { AppError } from '@/server/core/errors';
import { merchantExists } from '@/server/merchants/merchant-exists';

// POST /ops/v1/invoices/_run – draft the period's invoices
export const POST = apiRoute(runInvoicesOp, async ({ db, body }) => {
  const { merchant_id: merchantId, period } = body.invoice_run;
  if (merchantId && !(await merchantExists(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
  const ids = await runInvoices(db, { merchantId, period });
  return { body: { invoice_run: { period, invoices: await listInvoicesByIds(db, ids) } } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
