import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createCreditNote } from '@/server/billing/invoices/invoice-lifecycle';
import { createCreditNoteOp } from '@/server/billing/operations';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

// POST /ops/v1/invoices/{invoiceId}/credit-notes – correct an issued invoice
export const POST = apiRoute(createCreditNoteOp, async ({ db, params, body, actor }) => {
  const id = await createCreditNote(db, WAREHOUSE_SCOPE, params.invoiceId!, body.credit_note, actor);
  return { status: 201, body: { invoice: await getInvoice(db, WAREHOUSE_SCOPE, id) } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
