import { ChartFigure } from '@/components/charts/chart-figure';
import { HorizontalBars } from '@/components/charts/horizontal-bars';
import { CHART_COLOURS } from '@/components/charts/palette';
import { formatNumber } from '@/components/charts/scale';
import type { Dashboard } from '@/server/dashboard/read-dashboard';
import type { DashboardPeriod } from '@/server/dashboard/period';
import { conditionLabel, reasonLabel } from '@/server/returns/reads/reason-labels';
import { inPeriod, returnsListHref } from './chart-text';

type LineCount = { code: string | null; label: string; lines: number; href?: string };

/** Return lines counted per one code (reason or condition): bars, a summary and a table, each linking the list. */
function LineCountChart({
  id,
  title,
  description,
  empty,
  summary,
  caption,
  header,
  color,
  rows,
}: {
  id: string;
  title: string;
  description: string;
  empty: string;
  summary: string;
  caption: string;
  header: string;
  color: string;
  rows: LineCount[];
}) {
  return (
    <ChartFigure
      id={id}
      title={title}
      description={description}
      empty={rows.length === 0 ? empty : undefined}
      table={
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
              <tr key={r.code ?? 'none'}>
                <th scope="row">{r.href ? <a href={r.href}>{r.label}</a> : r.label}</th>
                <td className="num">{formatNumber(r.lines)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <HorizontalBars
        summary={summary}
        series={[{ key: 'lines', label: 'Lines', color }]}
        rows={rows.map((r) => ({
          key: r.code ?? 'none',
          label: r.label,
          valueLabel: formatNumber(r.lines),
          segments: [{ series: 'lines', value: r.lines }],
          href: r.href,
        }))}
      />
    </ChartFigure>
  );
}

const summaryOf = (rows: LineCount[]) =>
  rows.map((r) => `${r.label.toLowerCase()} ${formatNumber(r.lines)}`).join(', ');

/** The period's return lines per reason the customer gave; each reason links to its returns. */
export function ReturnReasonsChart({
  period,
  returnLines,
}: {
  period: DashboardPeriod;
  returnLines: Dashboard['returnLines'];
}) {
  const rows = returnLines.byReason.map((r) => ({
    code: r.code,
    label: r.code ? reasonLabel(r.code) : 'No reason given',
    lines: r.lines,
    href: r.code ? returnsListHref({ reason: r.code, ...inPeriod(period) }) : undefined,
  }));
  return (
    <LineCountChart
      id="return-reasons"
      title="Returns by reason"
      description={`Lines of the period's returns per reason the customer gave. ${formatNumber(returnLines.lines)} lines.`}
      empty="No returns in this period."
      summary={`Return lines by reason: ${summaryOf(rows)}.`}
      caption="Return lines by reason"
      header="Reason"
      color={CHART_COLOURS.reason}
      rows={rows}
    />
  );
}

/** The period's inspected return lines per condition the warehouse found; each links to its returns. */
export function ConditionsChart({
  period,
  returnLines,
}: {
  period: DashboardPeriod;
  returnLines: Dashboard['returnLines'];
}) {
  const rows = returnLines.byCondition.map((r) => ({
    code: r.code,
    label: conditionLabel(r.code),
    lines: r.lines,
    href: returnsListHref({ condition: r.code, ...inPeriod(period) }),
  }));
  const notInspected = formatNumber(returnLines.notInspected);
  return (
    <LineCountChart
      id="conditions"
      title="Conditions found at inspection"
      description={`Inspected lines of the period's returns per condition the warehouse found; ${notInspected} ${returnLines.notInspected === 1 ? 'line is' : 'lines are'} not inspected yet.`}
      empty="No inspected return lines in this period."
      summary={`Conditions found at inspection: ${summaryOf(rows)}; ${notInspected} lines not inspected yet.`}
      caption="Inspected return lines by condition"
      header="Condition"
      color={CHART_COLOURS.condition}
      rows={rows}
    />
  );
}
