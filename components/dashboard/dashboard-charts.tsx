import { humanize } from '@/components/ui';
import { BarChart } from '@/components/charts/bar-chart';
import { ChartFigure, LegendItem } from '@/components/charts/chart-figure';
import { HorizontalBars } from '@/components/charts/horizontal-bars';
import { CHART_COLOURS, ORDER_STATUS_COLOURS } from '@/components/charts/palette';
import { formatNumber, formatPercent, shortDate } from '@/components/charts/scale';
import { StackedBars } from '@/components/charts/stacked-bars';
import type { Dashboard } from '@/server/dashboard/get-dashboard';
import type { DashboardPeriod } from '@/server/dashboard/period';

/** A list's URL with these filters (empty ones left out). */
function listHref(path: string, filters: Record<string, string | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

const inPeriod = (p: DashboardPeriod) => ({ created_from: p.firstDate, created_to: p.lastDate });
const oneDay = (date: string) => ({ created_from: date, created_to: date });

/** Every day labelled on a week; every 5th or 15th on longer periods, counted back from today. */
function axisLabel(p: DashboardPeriod, i: number): string {
  const every = p.days <= 7 ? 1 : p.days <= 30 ? 5 : 15;
  return (p.dates.length - 1 - i) % every === 0 ? shortDate(p.dates[i]!) : '';
}

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const periodWords = (p: DashboardPeriod) => `${shortDate(p.firstDate)} to ${shortDate(p.lastDate)}`;

function busiest(days: { date: string; value: number }[]): string {
  const best = days.reduce((a, b) => (b.value > a.value ? b : a), days[0]!);
  return `most on ${shortDate(best.date)} (${formatNumber(best.value)})`;
}

export function OrdersPerDayChart({ period, orders }: Pick<Dashboard, 'period' | 'orders'>) {
  const series = orders.statuses.map((s) => ({
    key: s,
    label: humanize(s),
    color: ORDER_STATUS_COLOURS[s] ?? '#6b7280',
  }));
  const perStatus = orders.statuses.map((s) => ({
    status: s,
    n: orders.days.reduce((sum, d) => sum + (d.counts[s] ?? 0), 0),
  }));
  const summary =
    `Orders per day, ${periodWords(period)}: ${formatNumber(orders.total)} orders, ` +
    `${busiest(orders.days.map((d) => ({ date: d.date, value: d.total })))}. By status: ` +
    perStatus.map((s) => `${humanize(s.status).toLowerCase()} ${formatNumber(s.n)}`).join(', ') +
    '.';
  return (
    <ChartFigure
      id="orders-per-day"
      title="Orders per day"
      description={`Orders created each day, by their status now (deleted orders left out). ${formatNumber(orders.total)} in the period.`}
      empty={orders.total === 0 ? 'No orders in this period.' : undefined}
      links={
        <ul className="chart-legend" aria-label="Statuses (each links to its orders of the period)">
          {perStatus.map((s) => (
            <LegendItem
              key={s.status}
              color={ORDER_STATUS_COLOURS[s.status] ?? '#6b7280'}
              label={`${humanize(s.status)} (${formatNumber(s.n)})`}
              href={listHref('/orders', { status: s.status, ...inPeriod(period) })}
            />
          ))}
        </ul>
      }
      table={
        <table className="table table-compact">
          <caption>Orders per day and status</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {orders.statuses.map((s) => (
                <th scope="col" className="num" key={s}>
                  {humanize(s)}
                </th>
              ))}
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.days.map((d) => (
              <tr key={d.date}>
                <th scope="row" className="nowrap">
                  {longDate(d.date)}
                </th>
                {orders.statuses.map((s) => (
                  <td className="num" key={s}>
                    {d.counts[s] ? (
                      <a href={listHref('/orders', { status: s, ...oneDay(d.date) })}>
                        {formatNumber(d.counts[s])}
                      </a>
                    ) : (
                      0
                    )}
                  </td>
                ))}
                <td className="num">
                  {d.total ? <a href={listHref('/orders', oneDay(d.date))}>{formatNumber(d.total)}</a> : 0}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <StackedBars
        summary={summary}
        series={series}
        columns={orders.days.map((d, i) => ({
          key: d.date,
          axisLabel: axisLabel(period, i),
          name: longDate(d.date),
          segments: orders.statuses.map((s) => ({
            series: s,
            value: d.counts[s] ?? 0,
            href: listHref('/orders', { status: s, ...oneDay(d.date) }),
          })),
        }))}
      />
    </ChartFigure>
  );
}

export function ReturnsPerDayChart({ period, returns }: Pick<Dashboard, 'period' | 'returns'>) {
  const summary =
    `Returns per day, ${periodWords(period)}: ${formatNumber(returns.total)} returns, ` +
    `${busiest(returns.days.map((d) => ({ date: d.date, value: d.count })))}.`;
  return (
    <ChartFigure
      id="returns-per-day"
      title="Returns per day"
      description={`Returns registered each day (cancelled ones left out). ${formatNumber(returns.total)} in the period.`}
      empty={returns.total === 0 ? 'No returns in this period.' : undefined}
      links={<a href={listHref('/returns', inPeriod(period))}>All returns of the period</a>}
      table={
        <table className="table table-compact">
          <caption>Returns per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">
                Returns
              </th>
            </tr>
          </thead>
          <tbody>
            {returns.days.map((d) => (
              <tr key={d.date}>
                <th scope="row" className="nowrap">
                  {longDate(d.date)}
                </th>
                <td className="num">
                  {d.count ? <a href={listHref('/returns', oneDay(d.date))}>{formatNumber(d.count)}</a> : 0}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <BarChart
        summary={summary}
        color={CHART_COLOURS.returns}
        columns={returns.days.map((d, i) => ({
          key: d.date,
          axisLabel: axisLabel(period, i),
          name: longDate(d.date),
          value: d.count,
          href: listHref('/returns', oneDay(d.date)),
        }))}
      />
    </ChartFigure>
  );
}

export function ReturnRateChart({ returnRates }: Pick<Dashboard, 'returnRates'>) {
  const summary = `Return rate per product, top ${returnRates.length}: ${returnRates
    .map((r) => `${r.name} ${formatPercent(r.rate)}`)
    .join(', ')}.`;
  return (
    <ChartFigure
      id="return-rate"
      title="Return rate per product"
      description="Units returned in the period over units shipped in it (orders that left the warehouse: processed, returning, returned); the highest 10."
      empty={returnRates.length === 0 ? 'No shipped product came back in this period.' : undefined}
      table={
        <table className="table table-compact">
          <caption>Return rate per product</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="num">
                Returned units
              </th>
              <th scope="col" className="num">
                Shipped units
              </th>
              <th scope="col" className="num">
                Return rate
              </th>
            </tr>
          </thead>
          <tbody>
            {returnRates.map((r) => (
              <tr key={r.productId}>
                <th scope="row">
                  <a href={`/products/${r.productId}`}>{r.name}</a> <span className="muted">{r.sku}</span>
                </th>
                <td className="num">{formatNumber(r.returnedUnits)}</td>
                <td className="num">{formatNumber(r.shippedUnits)}</td>
                <td className="num">{formatPercent(r.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <HorizontalBars
        summary={summary}
        series={[{ key: 'rate', label: 'Return rate', color: CHART_COLOURS.rate }]}
        rows={returnRates.map((r) => ({
          key: r.productId,
          label: r.name,
          valueLabel: formatPercent(r.rate),
          segments: [{ series: 'rate', value: r.rate }],
          href: `/products/${r.productId}`,
        }))}
      />
    </ChartFigure>
  );
}

const reasonLabel = (code: string | null) => (code ? humanize(code) : 'No reason given');

export function ReturnReasonsChart({ period, returnLines }: Pick<Dashboard, 'period' | 'returnLines'>) {
  const rows = returnLines.byReason;
  const summary = `Return lines by reason: ${rows
    .map((r) => `${reasonLabel(r.code).toLowerCase()} ${formatNumber(r.lines)}`)
    .join(', ')}.`;
  const href = (code: string | null) =>
    code ? listHref('/returns', { reason: code, ...inPeriod(period) }) : undefined;
  return (
    <ChartFigure
      id="return-reasons"
      title="Returns by reason"
      description={`Lines of the period's returns per reason the customer gave. ${formatNumber(returnLines.lines)} lines.`}
      empty={rows.length === 0 ? 'No returns in this period.' : undefined}
      table={
        <CountTable
          caption="Return lines by reason"
          header="Reason"
          rows={rows.map((r) => ({
            key: r.code ?? 'none',
            label: reasonLabel(r.code),
            n: r.lines,
            href: href(r.code),
          }))}
        />
      }
    >
      <HorizontalBars
        summary={summary}
        series={[{ key: 'lines', label: 'Lines', color: CHART_COLOURS.reason }]}
        rows={rows.map((r) => ({
          key: r.code ?? 'none',
          label: reasonLabel(r.code),
          valueLabel: formatNumber(r.lines),
          segments: [{ series: 'lines', value: r.lines }],
          href: href(r.code),
        }))}
      />
    </ChartFigure>
  );
}

export function ConditionsChart({ period, returnLines }: Pick<Dashboard, 'period' | 'returnLines'>) {
  const rows = returnLines.byCondition;
  const summary = `Conditions found at inspection: ${rows
    .map((r) => `${humanize(r.code).toLowerCase()} ${formatNumber(r.lines)}`)
    .join(', ')}; ${formatNumber(returnLines.notInspected)} lines not inspected yet.`;
  const href = (code: string) => listHref('/returns', { condition: code, ...inPeriod(period) });
  return (
    <ChartFigure
      id="conditions"
      title="Conditions found at inspection"
      description={`Inspected lines of the period's returns per condition the warehouse found; ${formatNumber(returnLines.notInspected)} ${returnLines.notInspected === 1 ? 'line is' : 'lines are'} not inspected yet.`}
      empty={rows.length === 0 ? 'No inspected return lines in this period.' : undefined}
      table={
        <CountTable
          caption="Inspected return lines by condition"
          header="Condition"
          rows={rows.map((r) => ({ key: r.code, label: humanize(r.code), n: r.lines, href: href(r.code) }))}
        />
      }
    >
      <HorizontalBars
        summary={summary}
        series={[{ key: 'lines', label: 'Lines', color: CHART_COLOURS.condition }]}
        rows={rows.map((r) => ({
          key: r.code,
          label: humanize(r.code),
          valueLabel: formatNumber(r.lines),
          segments: [{ series: 'lines', value: r.lines }],
          href: href(r.code),
        }))}
      />
    </ChartFigure>
  );
}

export function StockChart({ stock }: Pick<Dashboard, 'stock'>) {
  const series = [
    { key: 'available', label: 'Available', color: CHART_COLOURS.available },
    { key: 'reserved', label: 'Reserved', color: CHART_COLOURS.reserved },
    {
      key: 'other',
      label: 'Other on hand (not shelved, picking, blocked)',
      color: CHART_COLOURS.otherOnHand,
    },
  ];
  const summary = `Stock of the ${stock.products.length} active products with the fewest available units: ${stock.products
    .map((p) => `${p.name} ${formatNumber(p.available)} available${p.low ? ' (low)' : ''}`)
    .join(
      ', ',
    )}. ${formatNumber(stock.lowProducts)} of ${formatNumber(stock.activeProducts)} active products are below ${formatNumber(stock.threshold)} available units.`;
  return (
    <ChartFigure
      id="stock"
      title="Stock per product"
      description={
        <>
          Now, fewest available first. <strong>{formatNumber(stock.lowProducts)}</strong> of{' '}
          {formatNumber(stock.activeProducts)} active products are low (below {formatNumber(stock.threshold)}{' '}
          available units).
        </>
      }
      empty={stock.products.length === 0 ? 'No active products yet.' : undefined}
      links={
        <ul className="chart-legend" aria-label="Legend">
          {series.map((s) => (
            <LegendItem key={s.key} color={s.color} label={s.label} />
          ))}
        </ul>
      }
      table={
        <table className="table table-compact">
          <caption>Stock per product</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="num">
                On hand
              </th>
              <th scope="col" className="num">
                Reserved
              </th>
              <th scope="col" className="num">
                Available
              </th>
            </tr>
          </thead>
          <tbody>
            {stock.products.map((p) => (
              <tr key={p.productId}>
                <th scope="row">
                  <a href={`/products/${p.productId}`}>{p.name}</a> <span className="muted">{p.sku}</span>
                </th>
                <td className="num">{formatNumber(p.onHand)}</td>
                <td className="num">{formatNumber(p.reserved)}</td>
                <td className="num">
                  {p.low ? <strong className="low-stock">Low: </strong> : null}
                  {formatNumber(p.available)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <HorizontalBars
        summary={summary}
        series={series}
        rows={stock.products.map((p) => ({
          key: p.productId,
          label: p.name,
          valueLabel: formatNumber(p.available),
          flag: p.low ? 'Low' : undefined,
          segments: [
            { series: 'available', value: p.available },
            { series: 'reserved', value: p.reserved },
            { series: 'other', value: Math.max(0, p.onHand - p.available - p.reserved) },
          ],
          href: `/products/${p.productId}`,
        }))}
      />
    </ChartFigure>
  );
}

function CountTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string;
  rows: { key: string; label: string; n: number; href?: string }[];
}) {
  return (
    <table className="table table-compact">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col" className="num">
            Lines
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.href ? <a href={r.href}>{r.label}</a> : r.label}</th>
            <td className="num">{formatNumber(r.n)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
