import Link from 'next/link';
import { getDb } from '@/db/client';
import { EmptyState, PageHeader, StatusBadge } from '@/components/ui';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { portalMerchantId, requireUser } from '@/server/auth/portal-session';
import { getHomeCounts } from '@/server/portal/home-counts';
import { merchantName } from '@/server/portal/merchant-name';

export const metadata = { title: 'Home' };

// /home – the merchant's counts: orders and returns per status, products, units available (06)
export default async function HomePage() {
  const user = await requireUser(undefined, '/home');
  const merchantId = await portalMerchantId(user);
  const db = await getDb();
  if (!merchantId) {
    return (
      <>
        <PageHeader title="Home" />
        <EmptyState
          title="No merchants yet"
          action={
            user.role === 'operator_admin' ? <Link href="/merchants">Create the first merchant</Link> : null
          }
        >
          Figures appear here once a merchant exists.
        </EmptyState>
      </>
    );
  }
  const [counts, name] = await Promise.all([getHomeCounts(db, merchantId), merchantName(db, merchantId)]);
  const ordersTotal = counts.ordersByStatus.reduce((s, r) => s + r.count, 0);
  const returnsTotal = counts.returnsByStatus.reduce((s, r) => s + r.count, 0);
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name ?? user.email}`}
        description={`${ROLE_LABELS[user.role]} · ${name ?? 'Unknown merchant'}`}
      />
      <section aria-labelledby="stock-title" className="cards">
        <h2 id="stock-title" className="visually-hidden">
          Products and stock
        </h2>
        <Stat
          label="Products"
          value={counts.products.total}
          note={`${counts.products.active} active`}
          testId="count-products"
        />
        <Stat
          label="Units available"
          value={counts.units.available}
          note={`${counts.units.onHand} on hand, ${counts.units.reserved} reserved`}
          testId="count-available"
        />
        <Stat label="Orders" value={ordersTotal} testId="count-orders" />
        <Stat label="Returns" value={returnsTotal} testId="count-returns" />
      </section>
      <div className="two-col">
        <StatusCounts
          title="Orders by status"
          rows={counts.ordersByStatus}
          href="/orders"
          empty="No orders yet."
        />
        <StatusCounts
          title="Returns by status"
          rows={counts.returnsByStatus}
          href="/returns"
          empty="No returns yet."
        />
      </div>
    </>
  );
}

function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: number;
  note?: string;
  testId: string;
}) {
  return (
    <div className="card stat" data-testid={testId}>
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value.toLocaleString('en')}</p>
      {note ? <p className="muted">{note}</p> : null}
    </div>
  );
}

function StatusCounts({
  title,
  rows,
  href,
  empty,
}: {
  title: string;
  rows: { status: string; count: number }[];
  href: string;
  empty: string;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="table table-compact">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.status}>
                <td>
                  <Link href={`${href}?status=${encodeURIComponent(r.status)}`}>
                    <StatusBadge status={r.status} />
                  </Link>
                </td>
                <td className="num">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
