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

/**
 * Cuts the labels of one chart so that each still tells its row apart: a label that does not fit keeps its
 * start and its end ("Linen ap…, size M": variants usually differ at the end); labels that would still read
 * the same keep the part where they differ from the others ("…size M, blue"). The table alternative and the
 * bar's title have them whole.
 */
export function clipApart(labels: string[], chars: number): string[] {
  const middle = (t: string) => {
    if (t.length <= chars) return t;
    const tail = Math.floor((chars - 1) / 2);
    return `${t.slice(0, chars - 1 - tail).trimEnd()}…${t.slice(t.length - tail).trimStart()}`;
  };
  const first = labels.map(middle);
  return labels.map((t, i) => {
    const twins = labels.filter((u, j) => j !== i && u !== t && first[j] === first[i]);
    if (!twins.length) return first[i]!;
    // where this label starts to differ from the ones it would be confused with, shown from a little before
    let at = 0;
    for (const u of twins) {
      let k = 0;
      while (k < t.length && t[k] === u[k]) k++;
      at = Math.max(at, k);
    }
    const from = Math.max(0, Math.min(at - 4, t.length - (chars - 1)));
    const part = t.slice(from, from + chars - (from > 0 ? 1 : 0) - (from + chars < t.length ? 1 : 0));
    return `${from > 0 ? '…' : ''}${part}${from + part.length < t.length ? '…' : ''}`;
  });
}
