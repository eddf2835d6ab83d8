import Link from 'next/link';
import { getReadDb } from '@/db/client';
import { FilterForm, ListResults, SearchField } from '@/components/portal/list-screen';
import { Discrepancy } from '@/components/portal/inbound-figures';
import {
  EmptyState,
  PageHeader,
  Select,
  StatusBadge,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { now } from '@/server/core/clock';
import { NOTICE_STATUSES } from '@/server/inbound/inbound-states';
import { listReceivingQueue, type QueueNoticeDto } from '@/server/inbound/reads/list-notices';
import { ReceivingQueueQuery } from '@/server/inbound/schemas';

export const metadata = { title: 'Inbound' };

// /warehouse/inbound – the receiving queue across merchants: late and today's deliveries first
export default async function ReceivingQueuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/inbound');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const parsed = ReceivingQueueQuery.safeParse({
    status: searchParam(sp.status),
    q: searchParam(sp.q),
    ...page,
  });
  const { inbound_shipments, total } = await listReceivingQueue(
    await getReadDb(),
    parsed.success ? parsed.data : page,
  );
  const today = now().toISOString().slice(0, 10);
  const due = (s: QueueNoticeDto) =>
    s.expected_at && s.status === 'announced'
      ? s.expected_at < today
        ? 'late'
        : s.expected_at === today
          ? 'today'
          : null
      : null;
  return (
    <>
      <PageHeader
        title="Inbound"
        description="Deliveries merchants announced, the oldest expected first: late and today's deliveries lead the queue."
      />
      <FilterForm label="Filter the receiving queue" valid={parsed.success}>
        <SearchField searchParams={sp} placeholder="Name, reference or tracking code" />
        <Select
          name="status"
          label="Status"
          placeholder="To receive (announced, arrived, receiving)"
          defaultValue={searchParam(sp.status) ?? ''}
          options={NOTICE_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </FilterForm>
      <ListResults<QueueNoticeDto>
        caption="Receiving queue"
        rows={inbound_shipments}
        total={total}
        rowKey={(s) => s.id}
        empty={<EmptyState title="Nothing to receive">No delivery is announced or being counted.</EmptyState>}
        page={page}
        basePath="/warehouse/inbound"
        searchParams={sp}
        columns={[
          {
            header: 'Notice',
            text: true,
            cell: (s) => <Link href={`/warehouse/inbound/${s.id}`}>{s.name}</Link>,
          },
          { header: 'Merchant', text: true, cell: (s) => s.merchant_name },
          { header: 'Reference', text: true, cell: (s) => s.merchant_reference ?? '–' },
          {
            header: 'Expected',
            cell: (s) => (
              <>
                {s.expected_at ?? '–'} {due(s) === 'late' ? <StatusBadge status="late" label="Late" /> : null}
                {due(s) === 'today' ? <StatusBadge status="arrived" label="Today" /> : null}
              </>
            ),
          },
          { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
          { header: 'Boxes', numeric: true, cell: (s) => s.totals.boxes },
          {
            header: 'Counted',
            numeric: true,
            cell: (s) => `${s.totals.received_quantity} / ${s.totals.expected_quantity}`,
          },
          { header: 'Discrepancy', cell: (s) => <Discrepancy value={s.totals.discrepancy} /> },
        ]}
      />
    </>
  );
}
