import Link from 'next/link';
import { getReadDb } from '@/db/client';
import { ExportCsvLink, FilterForm, ListResults, SearchField } from '@/components/portal/list-screen';
import {
  PageHeader,
  Select,
  StatusBadge,
  formatDateTime,
  humanize,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { RETURN_STATUSES } from '@/server/returns/return-states';
import { listArrivals, type ArrivalRow } from '@/server/returns/reads/list-arrivals';
import { arrivalFiltersFromSearchParams } from './filters';

export const metadata = { title: 'Arrivals' };

// /warehouse/arrivals – the returns queue across merchants; default: every return still to handle; CSV (06 Warehouse, 05 §4)
export default async function ArrivalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/arrivals');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { raw, filter, valid } = arrivalFiltersFromSearchParams(sp, page);
  const db = await getReadDb();
  const [{ order_returns, total }, merchants] = await Promise.all([
    listArrivals(db, filter),
    merchantChoices(db),
  ]);
  return (
    <>
      <PageHeader
        title="Arrivals"
        description="Returns of every merchant. Open one to register its arrival, upload photos, release or complete it."
      >
        <ExportCsvLink href="/warehouse/arrivals/export" searchParams={sp} />
      </PageHeader>
      <FilterForm label="Filter returns" valid={valid}>
        <SearchField searchParams={sp} placeholder="Name, reference or return id" />
        <Select
          name="merchant"
          label="Merchant"
          defaultValue={raw.merchant ?? ''}
          placeholder="All merchants"
          options={merchants.map((m) => ({ value: m.id, label: m.name }))}
        />
        <Select
          name="status"
          label="Status"
          defaultValue={raw.status}
          options={[
            { value: 'open', label: 'To handle (not completed)' },
            { value: 'all', label: 'Any status' },
            ...RETURN_STATUSES.map((s) => ({
              value: s,
              label: s === 'preinfo_received' ? 'Expected (preinfo received)' : humanize(s),
            })),
          ]}
        />
      </FilterForm>
      <ListResults<ArrivalRow>
        caption="Returns queue"
        rows={order_returns}
        total={total}
        rowKey={(r) => r.id}
        empty="No returns in this queue"
        page={page}
        basePath="/warehouse/arrivals"
        searchParams={sp}
        pagesLabel="Queue pages"
        columns={[
          {
            header: 'Return',
            text: true,
            cell: (r) => <Link href={`/warehouse/arrivals/${r.id}`}>{arrivalTitle(r)}</Link>,
          },
          { header: 'Merchant', text: true, cell: (r) => r.merchant_name ?? '–' },
          { header: 'Reference', text: true, cell: (r) => r.merchant_reference ?? '–' },
          { header: 'Customer', text: true, cell: (r) => r.customer_name ?? '–' },
          { header: 'Tracking', text: true, cell: (r) => r.tracking_codes?.join(', ') || '–' },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
          {
            header: 'Registered',
            cell: (r) => <span className="nowrap">{formatDateTime(r.created_at)}</span>,
          },
        ]}
      />
    </>
  );
}

/** How a person recognises a return: its name, else its reference, else the order it came back from. */
function arrivalTitle(r: ArrivalRow): string {
  if (r.name) return r.name;
  if (r.merchant_reference) return r.merchant_reference;
  if (r.original_order_ref) return `Return of order ${r.original_order_ref}`;
  return 'Return without a name';
}
