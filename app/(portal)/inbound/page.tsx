import Link from 'next/link';
import { getReadDb } from '@/db/client';
import { anyFilterSet, FilterForm, ListResults, SearchField } from '@/components/portal/list-screen';
import { Discrepancy } from '@/components/portal/inbound-figures';
import {
  EmptyState,
  Field,
  LinkButton,
  PageHeader,
  Select,
  StatusBadge,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { INBOUND_STATUSES } from '@/server/inbound/inbound-states';
import { listInboundShipments } from '@/server/inbound/reads/list-notices';
import type { InboundShipmentSummaryDto } from '@/server/inbound/schemas';
import { inboundFiltersFromSearchParams } from './filters';

export const metadata = { title: 'Inbound shipments' };

const SOURCES = [
  { value: 'notice', label: 'Your notices' },
  { value: 'product_split', label: 'Product splits' },
  { value: 'order_return', label: 'Returns restocked' },
];

// /inbound – the merchant's inbound shipments: notices and their progress, announce a delivery
export default async function InboundPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/inbound');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { filter, valid } = inboundFiltersFromSearchParams(sp, page);
  const { inbound_shipments, total } = await listInboundShipments(await getReadDb(), merchantId, filter);
  return (
    <>
      <PageHeader
        title="Inbound shipments"
        description="Deliveries you announce to the warehouse, box by box, and what it received of them."
      >
        <LinkButton href="/inbound/new">Announce a delivery</LinkButton>
      </PageHeader>
      <FilterForm label="Filter inbound shipments" valid={valid}>
        <SearchField searchParams={sp} placeholder="Name, reference or tracking code" />
        <Select
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={searchParam(sp.status) ?? ''}
          options={INBOUND_STATUSES.map((s) => ({ value: s, label: s.replace('_', ' ') }))}
        />
        <Select
          name="source"
          label="Kind"
          defaultValue={searchParam(sp.source) ?? 'notice'}
          options={SOURCES}
        />
        <Field
          name="expected_from"
          label="Expected from"
          type="date"
          defaultValue={searchParam(sp.expected_from)}
        />
        <Field
          name="expected_to"
          label="Expected to"
          type="date"
          defaultValue={searchParam(sp.expected_to)}
        />
      </FilterForm>
      <ListResults<InboundShipmentSummaryDto>
        caption="Inbound shipments"
        rows={inbound_shipments}
        total={total}
        rowKey={(s) => s.id}
        empty={
          anyFilterSet(sp, ['q', 'status', 'expected_from', 'expected_to']) ? (
            'No inbound shipments match these filters'
          ) : (
            <EmptyState title="No deliveries announced yet">
              Announce a delivery so the warehouse can count it against what you sent (
              <Link href="/inbound/new">Announce a delivery</Link>, or <code>POST /v1/inbound-shipments</code>
              ).
            </EmptyState>
          )
        }
        page={page}
        basePath="/inbound"
        searchParams={sp}
        columns={[
          { header: 'Name', text: true, cell: (s) => <Link href={`/inbound/${s.id}`}>{s.name}</Link> },
          { header: 'Reference', text: true, cell: (s) => s.merchant_reference ?? '–' },
          { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
          { header: 'Expected', cell: (s) => s.expected_at ?? '–' },
          { header: 'Boxes', numeric: true, cell: (s) => s.totals.boxes || '–' },
          {
            header: 'Received',
            numeric: true,
            cell: (s) => `${s.totals.received_quantity} / ${s.totals.expected_quantity}`,
          },
          { header: 'Discrepancy', cell: (s) => <Discrepancy value={s.totals.discrepancy} /> },
        ]}
      />
    </>
  );
}
