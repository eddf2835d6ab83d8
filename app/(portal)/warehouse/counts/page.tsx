import Link from 'next/link';
import { getReadDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Field,
  PageHeader,
  StatusBadge,
  TextArea,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { ListResults } from '@/components/portal/list-screen';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listCounts } from '@/server/stock-ledger/counts/read-counts';
import type { CycleCountSummaryDto } from '@/server/stock-ledger/counts/schemas';
import { createCountAction } from './actions';

export const metadata = { title: 'Cycle counts' };

// /warehouse/counts – the team lead's cycle counts: new ones, their progress (docs/decisions/stock-ledger.md §3)
export default async function CountsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/counts');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 25);
  const { cycle_counts, total } = await listCounts(await getReadDb(), page);
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Cycle counts"
        description="Counters see only the locations, never the expected figures. A variance above the threshold needs a recount by another person; nothing changes stock until a team lead who did not count approves."
      />
      {error ? <ErrorMessage title="Not created:">{error}</ErrorMessage> : null}
      <form action={createCountAction} className="card form" aria-label="New cycle count">
        <h2>New count</h2>
        <TextArea
          name="cycle_count.locations"
          label="Locations (scan or type codes)"
          hint="Or leave empty and give the days below."
          rows={3}
        />
        <Field
          name="cycle_count.not_counted_for_days"
          label="Or: locations not counted for (days)"
          type="number"
          min={1}
        />
        <Field
          name="cycle_count.variance_threshold_units"
          label="Recount above (units of variance)"
          type="number"
          min={0}
          defaultValue={0}
        />
        <Button>Create count</Button>
      </form>
      <ListResults<CycleCountSummaryDto>
        caption={`Cycle counts (${total})`}
        rows={cycle_counts}
        total={total}
        rowKey={(c) => c.id}
        page={page}
        basePath="/warehouse/counts"
        searchParams={sp}
        empty="No cycle count yet."
        columns={[
          {
            header: 'Created',
            cell: (c) => <Link href={`/warehouse/counts/${c.id}`}>{formatDateTime(c.created_at)}</Link>,
          },
          { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
          { header: 'Counted', cell: (c) => `${c.counted_count} of ${c.location_count}` },
          { header: 'By', cell: (c) => c.created_by.label ?? c.created_by.type },
        ]}
      />
    </>
  );
}
