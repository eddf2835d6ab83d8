import { humanize } from '@/components/ui';
import { ChartFigure, LegendItem } from '@/components/charts/chart-figure';
import { ORDER_STATUS_COLOURS } from '@/components/charts/palette';
import { formatNumber } from '@/components/charts/scale';
import { StackedBars } from '@/components/charts/stacked-bars';
import type { Dashboard } from '@/server/dashboard/read-dashboard';
import { axisLabel, busiest, inPeriod, listHref, longDate, oneDay, periodWords } from './chart-text';

/** Orders created each day, stacked by their status now; each status and day links to its orders. */
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
