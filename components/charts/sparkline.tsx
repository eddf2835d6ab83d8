/**
 * A small bar sparkline drawn on the server (SVG, no script), for counts over equal time buckets. The
 * summary is its accessible name; the figures are also said in words beside it by the caller.
 */
export function Sparkline({
  values,
  summary,
  color = '#b91c1c',
  width = 120,
  height = 24,
}: {
  values: number[];
  summary: string;
  color?: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(1, ...values);
  const w = width / Math.max(1, values.length);
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={summary}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#9ca3af" strokeWidth={1} />
      {values.map((v, i) => {
        const h = v === 0 ? 0 : Math.max(2, (v / max) * (height - 2));
        return (
          <rect
            key={i}
            x={i * w + 0.5}
            y={height - 1 - h}
            width={Math.max(1, w - 1)}
            height={h}
            fill={color}
          />
        );
      })}
    </svg>
  );
}
