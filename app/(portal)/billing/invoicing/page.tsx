import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  Pagination,
  Select,
  StatusBadge,
  Table,
  formatDateTime,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { previousPeriod } from '@/server/billing/invoices/period';
import { formatMoney } from '@/server/billing/money';
import { listUnpriced } from '@/server/billing/reads/read-charges';
import { listInvoices } from '@/server/billing/reads/read-invoices';
import { now } from '@/server/core/clock';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { repriceAction, runInvoicesAction } from '../actions';

export const metadata = { title: 'Invoicing' };

// /billing/invoicing – the operator's invoice runs, every merchant's invoices, and the work no price matched
export default async function InvoicingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(OPERATOR_ROLES, '/billing/invoicing');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 25);
  const db = await getDb();
  const [invoices, unpriced, merchants] = await Promise.all([
    listInvoices(db, null, { ...page }),
    listUnpriced(db, { offset: 0, limit: 50 }),
    merchantChoices(db),
  ]);
  const names = new Map(merchants.map((m) => [m.id, m.name]));
  const done = searchParam(sp.done);
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Invoicing"
        description="Run a month's drafts, review and issue them; the merchants see issued invoices under Billing."
      />
      <p>
        <Link href="/billing/billing-details">Billing details</Link>: who each merchant&apos;s invoices are
        addressed to.
      </p>
      {done === 'run' ? (
        <Flash>Invoice run done: {searchParam(sp.drafts)} draft(s) for the period.</Flash>
      ) : null}
      {done === 'repriced' ? (
        <Flash>Priced again: {searchParam(sp.repriced)} charge(s) written.</Flash>
      ) : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <section className="section card" aria-labelledby="run-title">
        <h2 id="run-title">Run invoices</h2>
        <form action={runInvoicesAction} className="form-row">
          <Field
            name="period"
            label="Month (YYYY-MM)"
            defaultValue={previousPeriod(now())}
            required
            pattern="\d{4}-\d{2}"
          />
          <Select
            name="merchant_id"
            label="Merchant"
            placeholder="Every merchant"
            defaultValue=""
            options={merchants.map((m) => ({ value: m.id, label: m.name }))}
          />
          <Button>Run</Button>
        </form>
        <p className="field-hint">
          A job runs the previous month for every merchant on the 1st at 02:00 UTC.
        </p>
      </section>
      <section className="section" aria-labelledby="inv-title">
        <h2 id="inv-title">Invoices</h2>
        {invoices.total ? (
          <>
            <Table
              caption="Invoices and credit notes"
              captionHidden
              rowKey={(i) => i.id}
              rows={invoices.invoices}
              columns={[
                {
                  header: 'Number',
                  cell: (i) => (
                    <Link href={`/billing/invoices/${i.id}`} data-testid="ops-invoice-link">
                      {i.number ?? `Draft ${i.period}`}
                      {i.kind === 'credit_note' ? ' (credit note)' : ''}
                    </Link>
                  ),
                },
                { header: 'Merchant', cell: (i) => names.get(i.merchant_id) ?? i.merchant_id },
                { header: 'Period', cell: (i) => i.period },
                { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
                { header: 'Total', numeric: true, cell: (i) => formatMoney(i.total.amount, i.currency) },
              ]}
            />
            <Pagination total={invoices.total} {...page} basePath="/billing/invoicing" searchParams={sp} />
          </>
        ) : (
          <EmptyState title="No invoices yet" />
        )}
      </section>
      <section className="section" aria-labelledby="unpriced-title">
        <h2 id="unpriced-title">Unpriced work ({unpriced.total})</h2>
        {unpriced.total ? (
          <>
            <Table
              caption="Work no price matched, oldest first"
              captionHidden
              rowKey={(u) => u.id}
              rows={unpriced.unpriced_events}
              columns={[
                { header: 'When', cell: (u) => formatDateTime(u.occurred_at) },
                { header: 'Merchant', cell: (u) => names.get(u.merchant_id) ?? u.merchant_id },
                { header: 'Fee', cell: (u) => u.description },
                { header: 'Quantity', numeric: true, cell: (u) => u.quantity },
                { header: 'Why', text: true, cell: (u) => u.reason_text },
              ]}
            />
            <form action={repriceAction}>
              <Button variant="secondary">Price again with the cards as they are now</Button>
            </form>
          </>
        ) : (
          <p>Every piece of work found its price.</p>
        )}
      </section>
    </>
  );
}
