/**
 * The growth benchmark's results as pictures and a table: SVG line charts drawn here (no charting library, as
 * the dashboard's are drawn on the server) and a Markdown table, written into bench/README.md between the
 * `growth:start` / `growth:end` markers.
 */
import fs from 'node:fs';
import path from 'node:path';

const COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
  '#8c6d31',
];
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A line chart: `series` [{ name, values }] over the x labels `steps`; y from 0 to the largest value (at least
 * `minTop`), a dashed reference line at `ref` when given.
 */
export function lineChart({ title, steps, series, yLabel, ref, minTop = 0, xValues }) {
  const W = 760;
  const left = 56;
  const right = 250;
  const top = 36;
  const H = 300;
  const bottom = 56;
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const maxY = Math.max(minTop, ref ?? 0, ...series.flatMap((s) => s.values.filter(Number.isFinite)));
  const topY = niceCeil(maxY);
  // evenly spaced steps, or, given `xValues`, each at its value on an axis from 0 (a line through 0 is linear)
  const xMax = xValues ? Math.max(...xValues) : 0;
  const x = (i) =>
    xValues
      ? left + (xValues[i] / xMax) * plotW
      : left + (steps.length === 1 ? plotW / 2 : (i * plotW) / (steps.length - 1));
  const y = (v) => top + plotH - (v / topY) * plotH;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${left}" y="20" font-size="13" font-weight="bold">${esc(title)}</text>`,
  ];
  for (let k = 0; k <= 4; k++) {
    const v = (topY * k) / 4;
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e5e5"/>`,
      `<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${fmt(v)}</text>`,
    );
  }
  parts.push(
    `<text x="14" y="${top + plotH / 2}" transform="rotate(-90 14 ${top + plotH / 2})" text-anchor="middle">${esc(yLabel)}</text>`,
  );
  steps.forEach((label, i) => {
    const lines = String(label).split('\n');
    lines.forEach((l, j) =>
      parts.push(`<text x="${x(i)}" y="${top + plotH + 16 + j * 13}" text-anchor="middle">${esc(l)}</text>`),
    );
  });
  if (ref !== undefined)
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(ref)}" y2="${y(ref)}" stroke="#d62728" stroke-dasharray="5 4"/>`,
      `<text x="${left + plotW - 4}" y="${y(ref) - 4}" text-anchor="end" fill="#d62728">${esc(`${ref}x`)}</text>`,
    );
  series.forEach((s, n) => {
    const color = COLORS[n % COLORS.length];
    const pts = s.values.map((v, i) => (Number.isFinite(v) ? `${x(i)},${y(v)}` : null)).filter(Boolean);
    parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.join(' ')}"/>`);
    s.values.forEach((v, i) => {
      if (Number.isFinite(v)) parts.push(`<circle cx="${x(i)}" cy="${y(v)}" r="3" fill="${color}"/>`);
    });
    const ly = top + n * 16;
    parts.push(
      `<rect x="${left + plotW + 16}" y="${ly}" width="10" height="10" fill="${color}"/>`,
      `<text x="${left + plotW + 32}" y="${ly + 9}">${esc(s.name)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

function niceCeil(v) {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}
const fmt = (v) => (v >= 100 ? String(Math.round(v)) : String(Math.round(v * 100) / 100));

/** Replaces the part of bench/README.md between the growth markers. */
export function writeReadmeBlock(root, text) {
  const file = path.join(root, 'bench', 'README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const start = '<!-- growth:start -->';
  const end = '<!-- growth:end -->';
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error('bench/README.md has no growth markers');
  fs.writeFileSync(file, `${readme.slice(0, a + start.length)}\n${text}\n${readme.slice(b)}`);
}
