import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { WAREHOUSE_SCOPE, type ResourceScope } from '@/server/core/resource-scope';
import { assertValidSubjectLink } from '@/server/files/signed-links';
import { documentSubject, loadInvoice } from '../reads/read-invoices';
import { DOCUMENT_KINDS, type DocumentKind } from '../schemas';
import { documentTitle, invoiceDocument } from './invoice-document';
import { invoiceCsvStream } from './invoice-csv';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

/** GET /v1/invoices/{id}/documents/{kind}?expires&signature: the signature is the permission (04 E16). */
export async function serveSignedDocument(
  db: DbOrTx,
  invoiceId: string,
  kind: string,
  expires: string | null,
  signature: string | null,
): Promise<Response> {
  if (!isId(invoiceId) || !(DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw new AppError('LINK_INVALID');
  await assertValidSubjectLink(documentSubject(invoiceId, kind as DocumentKind), expires, signature);
  return documentResponse(db, WAREHOUSE_SCOPE, invoiceId, kind as DocumentKind);
}

/** One of an invoice's three documents as a download (the portal calls it with the session's scope). */
export async function documentResponse(
  db: DbOrTx,
  scope: ResourceScope,
  invoiceId: string,
  kind: DocumentKind,
): Promise<Response> {
  const doc = await invoiceDocument(db, await loadInvoice(db, scope, invoiceId));
  const base = documentTitle(doc)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const headers = (type: string, ext: string, inline = false) => ({
    'content-type': type,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${base}.${ext}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  if (kind === 'pdf')
    return new Response((await renderInvoicePdf(doc)) as BodyInit, {
      headers: headers('application/pdf', 'pdf', true),
    });
  if (kind === 'xml')
    return new Response(renderInvoiceUbl(doc), { headers: headers('application/xml; charset=utf-8', 'xml') });
  return new Response(invoiceCsvStream(db, doc), { headers: headers('text/csv; charset=utf-8', 'csv') });
}
