import Link from 'next/link';
import { getDb } from '@/db/client';
import { Flash, PageHeader, Table, searchParam, type SearchParams } from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { mergedPickList } from '@/server/outbound/portal-data';

export const metadata = { title: 'Pick list' };

// /warehouse/outbound/pick?orders=… – the merged pick list of a batch: every unit by location, marked with its order
export default async function PickListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/outbound/pick');
  const sp = await searchParams;
  const ids = (searchParam(sp.orders) ?? '').split(',').filter(Boolean);
  const refused = Number(searchParam(sp.refused) ?? 0);
  const units = await mergedPickList(await getDb(), ids);
  const orders = [...new Map(units.map((u) => [u.orderId, u.orderRef])).entries()];
  return (
    <>
      <PageHeader
        title="Pick list"
        description={`${units.length} ${units.length === 1 ? 'unit' : 'units'} for ${orders.length} ${
          orders.length === 1 ? 'order' : 'orders'
        }, in walking order.`}
      />
      {refused > 0 ? (
        <Flash tone="info">
          {refused} {refused === 1 ? 'order was' : 'orders were'} no longer waiting (another picker took{' '}
          {refused === 1 ? 'it' : 'them'}, or the merchant cancelled) and {refused === 1 ? 'is' : 'are'} not
          on this list.
        </Flash>
      ) : null}
      <Table
        caption="Units to pick"
        rowKey={(u) => u.unitId}
        rows={units}
        columns={[
          { header: 'Location', cell: (u) => <strong>{u.location}</strong> },
          { header: 'SKU', text: true, cell: (u) => u.sku },
          { header: 'Product', text: true, cell: (u) => u.name },
          { header: 'Best before', cell: (u) => u.bestBefore ?? '–' },
          { header: 'Batch', text: true, cell: (u) => u.batch ?? '–' },
          { header: 'Order', text: true, cell: (u) => u.orderRef },
        ]}
      />
      <section className="section" aria-labelledby="pack-title">
        <h2 id="pack-title">Pack each order</h2>
        <ul>
          {orders.map(([id, ref]) => (
            <li key={id}>
              <Link href={`/warehouse/outbound/${id}`}>Pack order {ref}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/warehouse/outbound">Back to the outbound queue</Link>
        </p>
      </section>
    </>
  );
}
