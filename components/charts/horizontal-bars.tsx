import { ChartPlot, type ChartHit } from './chart-figure';
import { clipApart, niceMax } from './scale';
import type { Series } from './stacked-bars';

export interface HorizontalRow {
  key: string;
  label: string;
  /** What the row's end says (a count, a percentage). */
  valueLabel: string;
  segments: { series: string; value: number }[];
  href?: string;
  /** A warning shown before the value (e.g. "Low"), in the warning colour. */
  flag?: string;
}

const W = 420;
const ROW = 30;
const LABEL_W = 150;
const VALUE_W = 96;
const PAD_Y = 6;

/**
 * One horizontal bar per row, label on the left and the value on the right; a row's segments stack in the
 * order of `series`. `max` fixes the scale (e.g. 1 for rates), else the largest row rounds it up.
 */
export function HorizontalBars({
  summary,
  series,
  rows,
  max,
}: {
  summary: string;
  series: Series[];
  rows: HorizontalRow[];
  max?: number;
}) {
  const H = PAD_Y * 2 + rows.length * ROW;
  const totals = rows.map((r) => r.segments.reduce((s, x) => s + x.value, 0));
  const top = max ?? niceMax(Math.max(0, ...totals));
  const barSpace = W - LABEL_W - VALUE_W;
  const colour = new Map(series.map((s) => [s.key, s.color]));
  const hits: ChartHit[] = [];
  const labels = clipApart(
    rows.map((r) => r.label),
    18,
  );
  return (
    <ChartPlot viewBox={{ width: W, height: H }} hits={hits}>
      <svg className="chart-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {rows.map((r, i) => {
          const y = PAD_Y + i * ROW;
          let x = LABEL_W;
          if (r.href)
            hits.push({
              key: r.key,
              href: r.href,
              title: `${r.label}: ${r.valueLabel}`,
              x: 0,
              y,
              width: W,
              height: ROW,
            });
          return (
            <g key={r.key}>
              <text className="chart-label" x={LABEL_W - 8} y={y + ROW / 2 + 4} textAnchor="end">
                {labels[i]}
              </text>
              <rect className="chart-track" x={LABEL_W} y={y + 6} width={barSpace} height={ROW - 12} />
              {series.map((s) => {
                const seg = r.segments.find((g) => g.series === s.key);
                if (!seg || seg.value <= 0) return null;
                const w = Math.min(barSpace, (seg.value / top) * barSpace);
                const rect = (
                  <rect
                    key={s.key}
                    x={x.toFixed(2)}
                    y={y + 6}
                    width={Math.max(1, w).toFixed(2)}
                    height={ROW - 12}
                    fill={colour.get(s.key)}
                  />
                );
                x += w;
                return rect;
              })}
              <text className="chart-value" x={W - VALUE_W + 8} y={y + ROW / 2 + 4}>
                {r.flag ? <tspan className="chart-flag">{r.flag} </tspan> : null}
                {r.valueLabel}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartPlot>
  );
}
