import { StackedBars } from './stacked-bars';

/** Vertical bars of one series (a stacked chart with a single segment per column). */
export function BarChart({
  summary,
  color,
  columns,
}: {
  summary: string;
  color: string;
  columns: { key: string; axisLabel: string; name: string; value: number; href?: string }[];
}) {
  return (
    <StackedBars
      summary={summary}
      series={[{ key: 'value', label: '', color }]}
      columns={columns.map((c) => ({
        key: c.key,
        axisLabel: c.axisLabel,
        name: c.name,
        segments: [{ series: 'value', value: c.value, href: c.href }],
      }))}
    />
  );
}
