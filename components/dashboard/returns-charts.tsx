import { BarChart } from '@/components/charts/bar-chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { HorizontalBars } from '@/components/charts/horizontal-bars';
import { CHART_COLOURS } from '@/components/charts/palette';
import { formatNumber, formatPercent } from '@/components/charts/scale';
import type { Dashboard } from '@/server/dashboard/read-dashboard';
import { returnRateOf } from '@/server/dashboard/return-rate-by-product';
import { axisLabel, busiest, inPeriod, longDate, oneDay, periodWords, returnsListHref } from './chart-text';

/** Returns registered each day, and the products that come back most for what was shipped. */
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
      links={<a href={returnsListHref(inPeriod(period))}>All returns of the period</a>}
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
                  {d.count ? <a href={returnsListHref(oneDay(d.date))}>{formatNumber(d.count)}</a> : 0}
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
          href: returnsListHref(oneDay(d.date)),
        }))}
      />
    </ChartFigure>
  );
}

export function ReturnRateChart({ returnRates: figures }: Pick<Dashboard, 'returnRates'>) {
  // The rule again here: a snapshot computed before it may still hold a rate above 100 %.
  const returnRates = figures.map((r) => ({ ...r, ...returnRateOf(r.shippedUnits, r.returnedUnits) }));
  const shown = (r: (typeof returnRates)[number]) =>
    `${formatPercent(r.rate)}${r.returnedBeyondShipped ? '*' : ''}`;
  const summary = `Return rate per product, top ${returnRates.length}: ${returnRates
    .map((r) => `${r.name} ${shown(r)}`)
    .join(', ')}.`;
  return (
    <ChartFigure
      id="return-rate"
      title="Return rate per product"
      description="Of the units shipped in the period (orders that left the warehouse: processed, returning, returned), the share returned in it: returned units count up to the units shipped, so a rate never passes 100%. * More units came back than were shipped in the period (earlier shipments returning); the table gives both. The highest 10."
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
                <td className="num">{shown(r)}</td>
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
          valueLabel: shown(r),
          segments: [{ series: 'rate', value: r.rate }],
          href: `/products/${r.productId}`,
        }))}
      />
    </ChartFigure>
  );
}

/** Returns with an exchange (another size or product sent) against those without, in the period. */
export function ExchangesChart({ period, returns }: Pick<Dashboard, 'period' | 'returns'>) {
  const exchanges = returns.exchanges ?? 0;
  const without = returns.total - exchanges;
  const share = returns.total ? exchanges / returns.total : 0;
  const rows = [
    { key: 'with', label: 'With an exchange', value: exchanges, filter: 'true' },
    { key: 'without', label: 'Without an exchange', value: without, filter: 'false' },
  ];
  const summary =
    `Exchanges and returns, ${periodWords(period)}: ${formatNumber(exchanges)} of ${formatNumber(returns.total)} ` +
    `returns asked for an exchange (${formatPercent(share)}).`;
  return (
    <ChartFigure
      id="exchanges"
      title="Exchanges and returns"
      description={`Returns of the period that asked for another product instead (exchanges cancelled left out): ${formatPercent(share)}.`}
      empty={returns.total === 0 ? 'No returns in this period.' : undefined}
      table={
        <table className="table table-compact">
          <caption>Exchanges and returns</caption>
          <thead>
            <tr>
              <th scope="col">Returns</th>
              <th scope="col" className="num">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className="num">
                  <a href={returnsListHref({ ...inPeriod(period), has_exchange: r.filter })}>
                    {formatNumber(r.value)}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <HorizontalBars
        summary={summary}
        series={[{ key: 'returns', label: 'Returns', color: CHART_COLOURS.returns }]}
        rows={rows.map((r) => ({
          key: r.key,
          label: r.label,
          valueLabel: formatNumber(r.value),
          segments: [{ series: 'returns', value: r.value }],
          href: returnsListHref({ ...inPeriod(period), has_exchange: r.filter }),
        }))}
      />
    </ChartFigure>
  );
}
