import Link from 'next/link';
import { getDb, getReadDb } from '@/db/client';
import { EmptyState, PageHeader, formatDateTime, searchParam, type SearchParams } from '@/components/ui';
import {
  ConditionsChart,
  OrdersPerDayChart,
  ExchangesChart,
  ReturnRateChart,
  ReturnReasonsChart,
  ReturnsPerDayChart,
  StockChangesChart,
  StockChart,
} from '@/components/dashboard/charts';
import { PeriodControl } from '@/components/dashboard/period-control';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { portalMerchantId, requireUser } from '@/server/auth/portal-session';
import { readDashboard } from '@/server/dashboard/read-dashboard';
import { DASHBOARD_PERIODS, parsePeriodDays } from '@/server/dashboard/period';
import { DEFAULT_LOW_STOCK, parseLowStockThreshold } from '@/server/dashboard/stock-per-product';
import { merchantName } from '@/server/merchants/merchant-name';
import { now } from '@/server/core/clock';
import { stockChangesByReason } from '@/server/stock-ledger/ledger/list-movements';
import { expiringUnits } from '@/server/stock-ledger/lots/lots';

export const metadata = { title: 'Home' };

// /home – the merchant's dashboard over 7, 30 or 90 days: orders, returns, return rates, reasons, conditions, stock (06)
export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
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
  const sp = await searchParams;
  const days = parsePeriodDays(searchParam(sp.period));
  const lowParam = searchParam(sp.low);
  const lowStock = parseLowStockThreshold(lowParam);
  const readDb = await getReadDb();
  const at = now();
  const [dashboard, name, changes, expiring] = await Promise.all([
    readDashboard(db, merchantId, { days, lowStock }, readDb),
    merchantName(db, merchantId),
    stockChangesByReason(readDb, merchantId, new Date(at.getTime() - 7 * 86_400_000)),
    expiringUnits(readDb, merchantId, new Date(at.getTime() + 30 * 86_400_000).toISOString().slice(0, 10)),
  ]);
  const { period, orders, returns, returnLines, stock } = dashboard;
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name ?? user.email}`}
        description={`${ROLE_LABELS[user.role]} · ${name ?? 'Unknown merchant'}`}
      >
        <PeriodControl
          periods={DASHBOARD_PERIODS}
          current={days}
          extra={lowStock !== DEFAULT_LOW_STOCK ? { low: String(lowStock) } : {}}
        />
      </PageHeader>
      <p className="muted" data-testid="figures-as-of">
        Figures of the last {days} days as of {formatDateTime(dashboard.computedAt.toISOString())}; stock as
        of now.
      </p>
      <section aria-labelledby="period-title" className="cards dashboard-stats">
        <h2 id="period-title" className="visually-hidden">
          The last {days} days
        </h2>
        <Stat label="Orders" value={orders.total} note={`last ${days} days`} testId="count-orders" />
        <Stat label="Returns" value={returns.total} note={`last ${days} days`} testId="count-returns" />
        <Stat
          label="Returned lines"
          value={returnLines.lines}
          note={`${returnLines.notInspected.toLocaleString('en')} not inspected yet`}
          testId="count-return-lines"
        />
        <Stat
          label="Low-stock products"
          value={stock.lowProducts}
          note={`below ${stock.threshold.toLocaleString('en')} available, of ${stock.activeProducts.toLocaleString('en')} active`}
          testId="count-low-stock"
        />
        <Stat
          label="Expiring within 30 days"
          value={expiring.units}
          note={`units of ${expiring.products.toLocaleString('en')} products`}
          testId="count-expiring"
          href="/products?expires_within_days=30"
        />
      </section>
      <div className="dashboard-grid">
        <OrdersPerDayChart period={period} orders={orders} />
        <ReturnsPerDayChart period={period} returns={returns} />
        <ExchangesChart period={period} returns={returns} />
        <ReturnRateChart returnRates={dashboard.returnRates} />
        <ReturnReasonsChart period={period} returnLines={returnLines} />
        <ConditionsChart period={period} returnLines={returnLines} />
        <StockChart stock={stock} />
        <StockChangesChart changes={changes} />
      </div>
    </>
  );
}

function Stat({
  label,
  value,
  note,
  testId,
  href,
}: {
  label: string;
  value: number;
  note?: string;
  testId: string;
  href?: string;
}) {
  return (
    <div className="card stat" data-testid={testId}>
      <p className="stat-label">{href ? <Link href={href}>{label}</Link> : label}</p>
      <p className="stat-value">{value.toLocaleString('en')}</p>
      {note ? <p className="muted">{note}</p> : null}
    </div>
  );
}
