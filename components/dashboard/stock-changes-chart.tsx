import { ChartFigure } from '@/components/charts/chart-figure';
import { HorizontalBars } from '@/components/charts/horizontal-bars';
import { CHART_COLOURS } from '@/components/charts/palette';
import { formatNumber } from '@/components/charts/scale';
import type { ReasonFigure } from '@/server/stock-ledger/ledger/list-movements';

const label = (reason: string) => reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Stock changes of the last 7 days by reason, from the stock ledger (units moved per reason). */
export function StockChangesChart({ changes }: { changes: ReasonFigure[] }) {
  const series = [{ key: 'units', label: 'Units', color: CHART_COLOURS.available }];
  const summary = `Stock changes of the last 7 days by reason: ${changes
    .map((c) => `${label(c.reason)} ${formatNumber(c.units)} units in ${formatNumber(c.movements)} movements`)
    .join(', ')}.`;
  return (
    <ChartFigure
      id="stock-changes"
      title="Stock changes this week by reason"
      description="Units that entered, left, moved or changed state in the last 7 days, per reason (the stock ledger)."
      empty={changes.length === 0 ? 'No stock change in the last 7 days.' : undefined}
      table={
        <table className="table table-compact">
          <caption>Stock changes this week by reason</caption>
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col" className="num">
                Movements
              </th>
              <th scope="col" className="num">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.reason}>
                <th scope="row">{label(c.reason)}</th>
                <td className="num">{formatNumber(c.movements)}</td>
                <td className="num">{formatNumber(c.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <HorizontalBars
        summary={summary}
        series={series}
        rows={changes.map((c) => ({
          key: c.reason,
          label: label(c.reason),
          valueLabel: formatNumber(c.units),
          segments: [{ series: 'units', value: c.units }],
        }))}
      />
    </ChartFigure>
  );
}
