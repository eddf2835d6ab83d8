import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ConfirmSubmit,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  StatusBadge,
  Table,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, portalMerchantId, requireUser } from '@/server/auth/portal-session';
import { formatMoney } from '@/server/billing/money';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { isAppError } from '@/server/core/errors';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { merchantScope, WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { invoiceAction } from '../../actions';

export const metadata = { title: 'Invoice' };

const DONE: Record<string, string> = {
  issue: 'Issued: the invoice has its number and is final; the merchant was notified (invoice.issued).',
  pay: 'Marked paid.',
  void: 'Draft voided: its charges go on the next run.',
  credited: 'Credit note issued.',
};

// /billing/invoices/{id} – an invoice: lines (each opening its charges and their work), totals, documents;
// the operator's admin issues, records the payment, voids a draft or credits it here
export default async function InvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ invoiceId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { invoiceId } = await params;
  const user = await requireUser(ADMIN_ROLES, `/billing/invoices/${invoiceId}`);
  const operator = user.role === 'operator_admin';
  const merchantId = operator ? null : await portalMerchantId(user);
  if (!operator && !merchantId) notFound();
  const invoice = await getInvoice(
    await getDb(),
    operator ? WAREHOUSE_SCOPE : merchantScope(merchantId!),
    invoiceId,
  ).catch((err) => {
    if (isAppError(err) && err.code === 'INVOICE_NOT_FOUND') notFound();
    throw err;
  });
  const sp = await searchParams;
  const done = typeof sp.done === 'string' ? DONE[sp.done] : undefined;
  const error = errorMessageFromSearch(sp.error);
  const money = (c: number) => formatMoney(c, invoice.currency);
  const kind = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  const title = invoice.number ? `${kind} ${invoice.number}` : `Draft invoice ${invoice.period}`;
  const doc = (k: string) => `/billing/invoices/${invoice.id}/documents/${k}`;
  const hidden = <input type="hidden" name="invoiceId" value={invoice.id} />;
  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            Period {invoice.period} · issued {invoice.issue_date ?? 'not yet'}
            {invoice.due_date ? ` · due ${invoice.due_date}` : ''}
            {invoice.credited_invoice ? (
              <>
                {' '}
                · credits{' '}
                <Link href={`/billing/invoices/${invoice.credited_invoice.id}`}>
                  {invoice.credited_invoice.number}
                </Link>
              </>
            ) : null}
          </>
        }
      >
        <StatusBadge status={invoice.status} />
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <p>
        <Link href={operator ? '/billing/invoicing' : '/billing'}>
          {operator ? 'Back to Invoicing' : 'Back to Billing'}
        </Link>
      </p>
      {invoice.reason ? <p>Reason: {invoice.reason}</p> : null}
      <section className="section" aria-labelledby="docs-title">
        <h2 id="docs-title">Documents</h2>
        <ul className="inline-list">
          <li>
            <a href={doc('pdf')} data-testid="download-pdf">
              PDF
            </a>
          </li>
          <li>
            <a href={doc('csv')} data-testid="download-csv">
              CSV of every charge
            </a>
          </li>
          <li>
            <a href={doc('xml')} data-testid="download-xml">
              E-invoice (Peppol BIS Billing 3.0, UBL XML)
            </a>
          </li>
        </ul>
      </section>
      <section className="section" aria-labelledby="lines-title">
        <h2 id="lines-title">Lines</h2>
        <Table
          caption="Invoice lines"
          captionHidden
          rowKey={(l) => l.id}
          rows={invoice.lines}
          columns={[
            {
              header: 'Description',
              cell: (l) =>
                !operator && invoice.kind === 'invoice' ? (
                  <Link
                    href={`/billing/charges?invoice_id=${invoice.id}&fee=${encodeURIComponent(l.fee)}`}
                    data-testid="invoice-line"
                  >
                    {l.description}
                  </Link>
                ) : (
                  l.description
                ),
            },
            { header: 'Quantity', numeric: true, cell: (l) => l.quantity },
            { header: 'Unit price', numeric: true, cell: (l) => money(l.unit_price) },
            { header: 'Net', numeric: true, cell: (l) => money(l.amount) },
            { header: 'VAT %', numeric: true, cell: (l) => l.vat_rate },
            { header: 'With VAT', numeric: true, cell: (l) => money(l.amount_with_vat) },
          ]}
        />
        <dl className="totals" data-testid="invoice-totals">
          <dt>Total without VAT</dt>
          <dd>{money(invoice.subtotal.amount)}</dd>
          {invoice.vat_breakdown.map((b) => (
            <div key={b.vat_rate}>
              <dt>
                VAT {b.vat_rate} % of {money(b.taxable_amount)}
              </dt>
              <dd>{money(b.vat_amount)}</dd>
            </div>
          ))}
          <dt>Total with VAT</dt>
          <dd data-testid="invoice-total">
            <strong>{money(invoice.total.amount)}</strong>
          </dd>
        </dl>
        <p className="field-hint">
          {invoice.charge_count} charges. VAT is computed per rate on the totals; a line&apos;s amount with
          VAT is rounded half-up and shown for reference.
        </p>
      </section>
      {invoice.credit_notes.length ? (
        <section className="section" aria-labelledby="notes-title">
          <h2 id="notes-title">Credit notes</h2>
          <ul>
            {invoice.credit_notes.map((n) => (
              <li key={n.id}>
                <Link href={`/billing/invoices/${n.id}`}>{n.number}</Link>: {money(n.total)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {operator && invoice.kind === 'invoice' ? (
        <section className="section card" aria-labelledby="ops-title">
          <h2 id="ops-title">Operator</h2>
          {invoice.status === 'draft' ? (
            <div className="form-row">
              <form action={invoiceAction}>
                {hidden}
                <input type="hidden" name="action" value="issue" />
                <Button>Issue invoice</Button>
              </form>
              <ConfirmSubmit
                action={invoiceAction}
                label="Void draft"
                fields={{ invoiceId: invoice.id, action: 'void' }}
              >
                The draft is dropped and its charges go back to uninvoiced (the next run takes them).
              </ConfirmSubmit>
            </div>
          ) : null}
          {invoice.status === 'issued' ? (
            <form action={invoiceAction} className="form-row">
              {hidden}
              <input type="hidden" name="action" value="pay" />
              <Field name="reference" label="Payment reference" />
              <Button>Mark paid</Button>
            </form>
          ) : null}
          {invoice.status === 'issued' || invoice.status === 'paid' ? (
            <form action={invoiceAction} className="form-row">
              {hidden}
              <input type="hidden" name="action" value="credit" />
              <Field name="reason" label="Credit what remains of the invoice: reason" required />
              <Button variant="secondary">Issue credit note</Button>
            </form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
