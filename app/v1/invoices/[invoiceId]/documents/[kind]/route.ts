import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { serveSignedDocument } from '@/server/billing/documents/serve-document';
import { downloadInvoiceDocumentOp } from '@/server/billing/operations';

// GET /v1/invoices/{invoiceId}/documents/{kind} – PDF, CSV or UBL XML through a signed link (04 E16)
export const GET = apiRoute(downloadInvoiceDocumentOp, async ({ db, params, query }) =>
  serveSignedDocument(db, params.invoiceId!, params.kind!, query.expires ?? null, query.signature ?? null),
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
