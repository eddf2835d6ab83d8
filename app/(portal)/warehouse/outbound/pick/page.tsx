import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  Table,
  hrefWith,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { mergedPickList, pickListOrders } from '@/server/outbound/portal-data';
import { groupPickList, pickGroupOrders, type PickGroup } from '@/server/outbound/pick-list-groups';
import { QUEUE_STATUS_LABELS } from '@/server/outbound/schemas';

export const metadata = { title: 'Pick list' };

/** The page sizes the list prints on: an A4 sheet, or a 4×6 inch label of the packing tables' thermal printers. */
const LAYOUTS = { a4: 'A4', thermal: '4in 6in' } as const;
type Layout = keyof typeof LAYOUTS;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// /warehouse/outbound/pick?orders=… – the merged pick list of a batch: by location and product, with the orders
export default async function PickListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/outbound/pick');
  const sp = await searchParams;
  const ids = (searchParam(sp.orders) ?? '').split(',').filter(Boolean);
  const refused = Number(searchParam(sp.refused) ?? 0);
  const layoutParam = searchParam(sp.layout);
  const layout: Layout | null = layoutParam === 'a4' || layoutParam === 'thermal' ? layoutParam : null;
  const db = await getDb();
  const [units, orders] = await Promise.all([mergedPickList(db, ids), pickListOrders(db, ids)]);
  const groups = groupPickList(units);
  const picking = new Set(units.map((u) => u.orderId));
  return (
    <div className={layout ? `print-layout print-${layout}` : undefined}>
      {layout ? <style>{`@page { size: ${LAYOUTS[layout]}; margin: 8mm; }`}</style> : null}
      <PageHeader
        title="Pick list"
        description={
          units.length
            ? `${plural(units.length, 'unit', 'units')} in ${plural(groups.length, 'place', 'places')} for ${plural(
                picking.size,
                'order',
                'orders',
              )}, in walking order.`
            : undefined
        }
      >
        <span className="no-print">
          <LinkButton href={hrefWith('/warehouse/outbound/pick', sp, { layout: 'a4' })} variant="secondary">
            Print layout: A4
          </LinkButton>{' '}
          <LinkButton
            href={hrefWith('/warehouse/outbound/pick', sp, { layout: 'thermal' })}
            variant="secondary"
          >
            Print layout: 4×6 label
          </LinkButton>
        </span>
      </PageHeader>
      {layout ? (
        <p className="no-print muted">
          Print this page (Ctrl+P): it prints on {layout === 'a4' ? 'A4 paper' : 'a 4×6 inch label'}.{' '}
          <Link href={hrefWith('/warehouse/outbound/pick', sp, { layout: null })}>
            Back to the screen layout
          </Link>
        </p>
      ) : null}
      {refused > 0 ? (
        <Flash tone="info">
          {refused} {refused === 1 ? 'order was' : 'orders were'} no longer waiting (another picker took{' '}
          {refused === 1 ? 'it' : 'them'}, or the merchant cancelled) and {refused === 1 ? 'is' : 'are'} not
          on this list.
        </Flash>
      ) : null}
      {units.length === 0 ? (
        <Flash tone="info">
          Nothing left to pick on this list:{' '}
          {orders.length ? 'its orders have moved on' : 'it names no orders'} (packed and shipped, reported as
          a problem, or back in the queue). Their state is below.
        </Flash>
      ) : layout === 'thermal' ? (
        <ol className="plain-list pick-slips" aria-label="Units to pick">
          {groups.map((g) => (
            <li key={g.key}>
              <strong>{g.location}</strong> {g.sku} ×{g.quantity}
              <br />
              {g.name}
              {g.bestBefore || g.batch ? ` (${[g.bestBefore, g.batch].filter(Boolean).join(', ')})` : ''}
              <br />
              for {pickGroupOrders(g)} · {g.merchantName}
            </li>
          ))}
        </ol>
      ) : (
        <Table<PickGroup>
          caption="Units to pick"
          rowKey={(g) => g.key}
          rows={groups}
          columns={[
            { header: 'Location', cell: (g) => <strong>{g.location}</strong> },
            { header: 'SKU', text: true, cell: (g) => g.sku },
            { header: 'Product', text: true, cell: (g) => g.name },
            { header: 'Quantity', numeric: true, cell: (g) => `×${g.quantity}` },
            { header: 'For orders', text: true, cell: (g) => pickGroupOrders(g) },
            { header: 'Merchant', text: true, cell: (g) => g.merchantName },
            { header: 'Best before', cell: (g) => g.bestBefore ?? '–' },
            { header: 'Batch', text: true, cell: (g) => g.batch ?? '–' },
          ]}
        />
      )}
      <section className="section no-print" aria-labelledby="pack-title">
        <h2 id="pack-title">Pack each order</h2>
        <ul>
          {orders.map((o) => (
            <li key={o.id}>
              <Link href={`/warehouse/outbound/${o.id}`}>
                {o.status === 'processing' ? 'Pack' : 'Open'} order {o.ref}
              </Link>{' '}
              ({o.merchantName}){' '}
              <StatusBadge
                status={o.status}
                label={QUEUE_STATUS_LABELS[o.status as keyof typeof QUEUE_STATUS_LABELS]}
              />
            </li>
          ))}
        </ul>
        <p>
          <Link href="/warehouse/outbound">Back to the outbound queue</Link>
        </p>
      </section>
    </div>
  );
}
