/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `max`; 1 when there is nothing. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Gridline values from 0 to `top`, four steps (whole numbers only when `top` allows). */
export function ticks(top: number, steps = 4): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) out.push((top * i) / steps);
  return top >= steps ? out.filter((v) => Number.isInteger(v)) : out;
}

export const formatNumber = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });

export const formatPercent = (ratio: number) =>
  `${(ratio * 100).toLocaleString('en', { maximumFractionDigits: ratio < 0.1 ? 1 : 0 })}%`;

/** "Nov 14" for a YYYY-MM-DD day. */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Cuts a label that would not fit its space, with an ellipsis (the table alternative has it whole). */
export function clip(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}
