/**
 * The dashboard's period as a segmented control made of plain links (`?period=7|30|90`): works without
 * JavaScript, and the chosen one is marked for screen readers with aria-current.
 */
export function PeriodControl({
  periods,
  current,
  extra = {},
}: {
  periods: readonly number[];
  current: number;
  /** Other parameters to keep (e.g. `low`). */
  extra?: Record<string, string>;
}) {
  return (
    <nav aria-label="Period" className="segmented">
      <ul>
        {periods.map((p) => (
          <li key={p}>
            <a
              href={`/home?${new URLSearchParams({ period: String(p), ...extra }).toString()}`}
              aria-current={p === current ? 'page' : undefined}
            >
              {p} days
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
