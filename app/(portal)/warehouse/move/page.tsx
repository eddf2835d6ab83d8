import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  Table,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireMerchantId, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { stockAt, type StockAtLocation } from '@/server/storing/locations/locations';
import { moveAction } from './actions';

export const metadata = { title: 'Move' };

// /warehouse/move – move units by scanning: the source location, the product, the target (docs/decisions/stock-ledger.md §2)
export default async function MovePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(WAREHOUSE_ROLES, '/warehouse/move');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const from = searchParam(sp.from)?.trim().slice(0, 64) ?? '';
  const error = errorMessageFromSearch(sp.error);
  const here = from ? await stockAt(await getDb(), merchantId, from) : [];
  return (
    <>
      <PageHeader
        title="Move"
        description="Scan the location the units stand at, then each product and where it goes. Reserved units keep their order."
      />
      {sp.done === 'moved' ? (
        <Flash>
          Moved {searchParam(sp.n)} {searchParam(sp.n) === '1' ? 'unit' : 'units'} to {searchParam(sp.to)}.
        </Flash>
      ) : null}
      {error ? <ErrorMessage title="Not moved:">{error}</ErrorMessage> : null}
      <form method="get" className="card form" aria-label="Source location">
        <Field
          name="from"
          label="1. Scan the source location"
          defaultValue={from}
          autoFocus={!from}
          required
          autoComplete="off"
        />
        <Button variant={from ? 'secondary' : 'primary'}>{from ? 'Change location' : 'Open location'}</Button>
      </form>
      {from ? (
        <>
          <section className="section" aria-labelledby="here-title">
            <h2 id="here-title">At {from}</h2>
            {here.length === 0 ? (
              <EmptyState title="Nothing of this merchant stands here." />
            ) : (
              <Table<StockAtLocation>
                caption={`Stock at ${from}`}
                rows={here}
                rowKey={(r) => `${r.product_id}-${r.batch_number}-${r.best_before}-${r.state}`}
                columns={[
                  { header: 'SKU', text: true, cell: (r) => r.sku },
                  { header: 'Product', text: true, cell: (r) => r.name },
                  { header: 'GTIN', cell: (r) => r.gtin ?? '–' },
                  {
                    header: 'Lot',
                    text: true,
                    cell: (r) => [r.batch_number, r.best_before].filter(Boolean).join(' · ') || '–',
                  },
                  { header: 'State', cell: (r) => r.state.replace('_', ' ') },
                  { header: 'Units', cell: (r) => r.quantity, numeric: true },
                ]}
              />
            )}
          </section>
          <form action={moveAction} className="card form" aria-label="Move units">
            <input type="hidden" name="move.from_location" value={from} />
            <input type="hidden" name="key" value={randomUUID()} />
            <Field
              name="move.product_code"
              label="2. Scan the product (SKU or GTIN)"
              autoFocus
              required
              autoComplete="off"
            />
            <Field name="move.quantity" label="Units" type="number" min={1} defaultValue={1} required />
            <Field name="move.to_location" label="3. Scan the target location" required autoComplete="off" />
            <Button>Move</Button>
          </form>
        </>
      ) : null}
    </>
  );
}
