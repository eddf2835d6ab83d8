import { ChartFigure, LegendItem } from '@/components/charts/chart-figure';
import { HorizontalBars } from '@/components/charts/horizontal-bars';
import { CHART_COLOURS } from '@/components/charts/palette';
import { formatNumber } from '@/components/charts/scale';
import type { Dashboard } from '@/server/dashboard/read-dashboard';

/** Stock now, fewest available first, low products flagged. */
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
