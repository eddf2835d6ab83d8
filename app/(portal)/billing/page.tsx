import Link from 'next/link';
import { getDb } from '@/db/client';
import { BarChart } from '@/components/charts/bar-chart';
import {
  EmptyState,
  PageHeader,
  Pagination,
  StatusBadge,
  Table,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { formatMoney } from '@/server/billing/money';
import { monthSoFar } from '@/server/billing/reads/portal-data';
import { listInvoices } from '@/server/billing/reads/read-invoices';

export const metadata = { title: 'Billing' };

// /billing – the merchant's billing: this month so far (by fee, by day), and its invoices
export default async function BillingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_ADMIN_ROLES, '/billing');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 12);
  const db = await getDb();
  const [month, invoices] = await Promise.all([
    monthSoFar(db, merchantId),
    listInvoices(db, merchantId, { ...page }),
  ]);
  const money = (c: number, cur = month.currency) => formatMoney(c, cur);
  return (
    <>
      <PageHeader
        title="Billing"
        description="What the warehouse's work costs: every charge points at the order, return, delivery or day of storage it pays for."
      />
      <section className="section card" aria-labelledby="month-title">
        <h2 id="month-title">
          This month so far ({month.period}): <span data-testid="month-total">{money(month.total)}</span>
        </h2>
        {month.byFee.length ? (
          <>
            <BarChart
              summary={`Charges per day in ${month.period}, without VAT`}
              color="#2f6f9f"
              columns={month.byDay.map((d) => ({
                key: d.day,
                axisLabel: d.day.slice(8),
                name: `${d.day}: ${money(d.amount)}`,
                value: d.amount / 100,
                href: `/billing/charges?from=${d.day}&to=${d.day}`,
              }))}
            />
            <Table
              caption="This month's charges by fee"
              rowKey={(r) => r.fee}
              rows={month.byFee}
              columns={[
                {
                  header: 'Fee',
                  cell: (r) => (
                    <Link href={`/billing/charges?fee=${encodeURIComponent(r.fee)}`}>{r.label}</Link>
                  ),
                },
                { header: 'Quantity', numeric: true, cell: (r) => r.quantity },
                { header: 'Amount (without VAT)', numeric: true, cell: (r) => money(r.amount) },
              ]}
            />
          </>
        ) : (
          <EmptyState title="No charges this month yet">Charges appear as the warehouse works.</EmptyState>
        )}
        <p>
          <Link href="/billing/charges">Every charge</Link>
        </p>
      </section>
      <section className="section" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Invoices</h2>
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
                    <Link href={`/billing/invoices/${i.id}`}>
                      {i.number ?? `Draft ${i.period}`}
                      {i.kind === 'credit_note' ? ' (credit note)' : ''}
                    </Link>
                  ),
                },
                { header: 'Period', cell: (i) => i.period },
                { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
                { header: 'Issued', cell: (i) => i.issue_date ?? '–' },
                { header: 'Due', cell: (i) => i.due_date ?? '–' },
                { header: 'Total', numeric: true, cell: (i) => money(i.total.amount, i.currency) },
              ]}
            />
            <Pagination
              total={invoices.total}
              {...page}
              basePath="/billing"
              searchParams={sp}
              label="Invoice pages"
            />
          </>
        ) : (
          <EmptyState title="No invoices yet">
            The month&apos;s invoice is drafted on the 1st of the next month.
          </EmptyState>
        )}
      </section>
    </>
  );
}
