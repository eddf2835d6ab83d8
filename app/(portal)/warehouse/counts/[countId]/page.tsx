import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  Table,
  formatDateTime,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { readCount } from '@/server/storing/counts/read-counts';
import type { CycleCountDto } from '@/server/storing/counts/schemas';
import { decideCountAction } from '../actions';

export const metadata = { title: 'Cycle count' };

type Row = CycleCountDto['locations'][number]['items'][number] & { location: string };

// /warehouse/counts/{id} – a count for the team lead: what each location held and what was counted; approve or reject
export default async function CountPage({
  params,
  searchParams,
}: {
  params: Promise<{ countId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { countId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/counts/${countId}`);
  const count = await readCount(await getDb(), countId).catch((err) => {
    if (isAppError(err) && err.code === 'CYCLE_COUNT_NOT_FOUND') notFound();
    throw err;
  });
  const sp = await searchParams;
  const error = errorMessageFromSearch(sp.error);
  const rows: Row[] = count.locations.flatMap((l) => l.items.map((i) => ({ ...i, location: l.location })));
  const decidable = count.status === 'awaiting_approval' || count.status === 'open';
  return (
    <>
      <PageHeader
        title="Cycle count"
        description={`Created ${formatDateTime(count.created_at)} by ${count.created_by.label ?? count.created_by.type}`}
      >
        <StatusBadge status={count.status} />
        {count.status === 'open' ? (
          <LinkButton href={`/warehouse/counts/${count.id}/count`}>Count (blind)</LinkButton>
        ) : null}
      </PageHeader>
      {sp.done ? <Flash>The count is {count.status.replace('_', ' ')}.</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <Table<CycleCountDto['locations'][number]>
        caption="Locations"
        rows={count.locations}
        rowKey={(l) => l.location}
        columns={[
          { header: 'Location', cell: (l) => <code>{l.location}</code> },
          { header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
          { header: 'Counted by', cell: (l) => l.first_counted_by?.label ?? '–' },
          { header: 'Recounted by', cell: (l) => l.second_counted_by?.label ?? '–' },
        ]}
      />
      {rows.length ? (
        <Table<Row>
          caption="What was counted"
          rows={rows}
          rowKey={(r) => `${r.location}-${r.product_id}-${r.batch_number}-${r.best_before}`}
          columns={[
            { header: 'Location', cell: (r) => r.location },
            { header: 'SKU', text: true, cell: (r) => r.sku ?? r.product_id },
            {
              header: 'Lot',
              text: true,
              cell: (r) => [r.batch_number, r.best_before].filter(Boolean).join(' · ') || '–',
            },
            { header: 'Expected', cell: (r) => r.expected, numeric: true },
            { header: 'First count', cell: (r) => r.first_counted, numeric: true },
            { header: 'Counted', cell: (r) => r.counted, numeric: true },
            {
              header: 'Variance',
              cell: (r) => (r.variance > 0 ? `+${r.variance}` : r.variance),
              numeric: true,
            },
            { header: 'Adjusted', cell: (r) => r.adjustment ?? '–', numeric: true },
          ]}
        />
      ) : null}
      {decidable ? (
        <div className="actions">
          {count.status === 'awaiting_approval' ? (
            <form action={decideCountAction}>
              <input type="hidden" name="count_id" value={count.id} />
              <input type="hidden" name="decision" value="approve" />
              <Button>Approve and adjust stock</Button>
            </form>
          ) : null}
          <form action={decideCountAction}>
            <input type="hidden" name="count_id" value={count.id} />
            <input type="hidden" name="decision" value="reject" />
            <Button variant="secondary">Reject</Button>
          </form>
        </div>
      ) : null}
    </>
  );
}
