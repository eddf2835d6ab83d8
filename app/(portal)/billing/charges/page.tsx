import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  EmptyState,
  PageHeader,
  Pagination,
  Table,
  formatDateTime,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { formatMoney } from '@/server/billing/money';
import { subjectHref, subjectLabel } from '@/server/billing/reads/portal-data';
import { listCharges } from '@/server/billing/reads/read-charges';
import { ListChargesQuery } from '@/server/billing/schemas';

export const metadata = { title: 'Charges' };

// /billing/charges – every charge of the merchant (filters: invoice, fee, day range, reference), each opening its work
export default async function ChargesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_ADMIN_ROLES, '/billing/charges');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const parsed = ListChargesQuery.safeParse({
    ...page,
    fee: searchParam(sp.fee),
    from: searchParam(sp.from),
    to: searchParam(sp.to),
    invoice_id: searchParam(sp.invoice_id),
    reference_id: searchParam(sp.reference_id),
  });
  const filter = parsed.success ? parsed.data : { ...page };
  const { charges, total } = await listCharges(await getDb(), merchantId, filter);
  return (
    <>
      <PageHeader
        title="Charges"
        description="Every charge with the work it pays for. Amounts without VAT."
      />
      <p>
        <Link href="/billing">Back to Billing</Link>
      </p>
      {total ? (
        <>
          <Table
            caption="Charges"
            captionHidden
            rowKey={(c) => c.id}
            rows={charges}
            columns={[
              { header: 'When', cell: (c) => formatDateTime(c.occurred_at) },
              { header: 'Fee', cell: (c) => c.description },
              {
                header: 'For',
                text: true,
                cell: (c) => {
                  const href = subjectHref(c.subject);
                  return href ? (
                    <Link href={href} data-testid="charge-subject">
                      {subjectLabel(c.subject)}
                    </Link>
                  ) : (
                    subjectLabel(c.subject)
                  );
                },
              },
              { header: 'Quantity', numeric: true, cell: (c) => c.quantity },
              { header: 'Unit price', numeric: true, cell: (c) => formatMoney(c.unit_price, c.currency) },
              { header: 'Amount', numeric: true, cell: (c) => formatMoney(c.amount, c.currency) },
              {
                header: 'Invoice',
                cell: (c) =>
                  c.invoice_id ? <Link href={`/billing/invoices/${c.invoice_id}`}>Open</Link> : 'Not yet',
              },
            ]}
          />
          <Pagination
            total={total}
            {...page}
            basePath="/billing/charges"
            searchParams={sp}
            label="Charge pages"
          />
        </>
      ) : (
        <EmptyState title="No charges match" />
      )}
    </>
  );
}
