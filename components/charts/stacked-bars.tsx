import { ChartPlot, type ChartHit } from './chart-figure';
import { formatNumber, niceMax, ticks } from './scale';

export interface Series {
  key: string;
  label: string;
  color: string;
}

export interface Column {
  key: string;
  /** The x-axis label, or '' to leave this column unlabelled (dense axes label every few columns). */
  axisLabel: string;
  /** The column's name in a bar's tooltip (e.g. the full date). */
  name: string;
  segments: { series: string; value: number; href?: string }[];
}

const W = 480;
const H = 240;
const PAD = { top: 12, right: 6, bottom: 26, left: 40 };

/**
 * Vertical bars, one per column, each stacked from its segments in the order of `series` (a single series
 * makes a plain bar chart). Drawn on the server as SVG; `summary` is what a screen reader hears.
 */
export function StackedBars({
  summary,
  series,
  columns,
}: {
  summary: string;
  series: Series[];
  columns: Column[];
}) {
  const totals = columns.map((c) => c.segments.reduce((s, x) => s + x.value, 0));
  const top = niceMax(Math.max(0, ...totals));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, columns.length);
  const barW = Math.max(1, step * (columns.length > 40 ? 0.8 : 0.7));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const colour = new Map(series.map((s) => [s.key, s.color]));
  const label = new Map(series.map((s) => [s.key, s.label]));
  const hits: ChartHit[] = [];
  const bars = columns.flatMap((c, i) => {
    const x = PAD.left + i * step + (step - barW) / 2;
    let base = 0;
    const ordered = series
      .map((s) => c.segments.find((seg) => seg.series === s.key))
      .filter((seg): seg is NonNullable<typeof seg> => !!seg && seg.value > 0);
    return ordered.map((seg) => {
      const y0 = y(base);
      base += seg.value;
      const y1 = y(base);
      const title = `${c.name}: ${formatNumber(seg.value)}${series.length > 1 ? ` ${label.get(seg.series)}` : ''}`;
      if (seg.href)
        hits.push({
          key: `${c.key}-${seg.series}`,
          href: seg.href,
          title,
          x,
          y: y1,
          width: barW,
          height: y0 - y1,
        });
      return (
        <rect
          key={`${c.key}-${seg.series}`}
          x={x.toFixed(2)}
          y={y1.toFixed(2)}
          width={barW.toFixed(2)}
          height={Math.max(0, y0 - y1).toFixed(2)}
          fill={colour.get(seg.series)}
          stroke="#ffffff"
          strokeWidth={series.length > 1 && columns.length <= 40 ? 0.75 : 0}
        />
      );
    });
  });
  return (
    <ChartPlot viewBox={{ width: W, height: H }} hits={hits}>
      <svg className="chart-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        <g className="chart-grid">
          {ticks(top).map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
                {formatNumber(t)}
              </text>
            </g>
          ))}
        </g>
        {bars}
        <g className="chart-axis">
          <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
          {columns.map((c, i) =>
            c.axisLabel ? (
              <text
                key={c.key}
                x={PAD.left + i * step + step / 2}
                y={H - 8}
                // the first and last labels stay inside the picture
                textAnchor={
                  i === 0 && columns.length > 7
                    ? 'start'
                    : i === columns.length - 1 && columns.length > 7
                      ? 'end'
                      : 'middle'
                }
              >
                {c.axisLabel}
              </text>
            ) : null,
          )}
        </g>
      </svg>
    </ChartPlot>
  );
}
