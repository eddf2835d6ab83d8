import type { ReactNode } from 'react';

/**
 * A chart as a figure: its caption (title and what it counts), the picture, links to the lists it summarises,
 * and the same figures as a table (collapsed; works without JavaScript and for screen readers, which read the
 * picture's one-sentence summary and then may open the table).
 */
export function ChartFigure({
  id,
  title,
  description,
  empty,
  children,
  links,
  table,
  wide = false,
}: {
  id: string;
  title: string;
  description: ReactNode;
  /** Shown instead of the picture and the table when there is nothing to draw. */
  empty?: ReactNode;
  children?: ReactNode;
  links?: ReactNode;
  table?: ReactNode;
  wide?: boolean;
}) {
  return (
    <figure className={`card chart${wide ? ' chart-wide' : ''}`} aria-labelledby={`${id}-title`}>
      <figcaption className="chart-caption">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted">{description}</p>
      </figcaption>
      {empty ? (
        <p className="chart-empty">{empty}</p>
      ) : (
        <>
          {children}
          {links ? <div className="chart-links">{links}</div> : null}
          {table ? (
            <details className="chart-table">
              <summary>Show as table</summary>
              <div className="table-wrap">{table}</div>
            </details>
          ) : null}
        </>
      )}
    </figure>
  );
}

/** A rectangle of a chart that leads somewhere, in the chart's viewBox units. */
export interface ChartHit {
  key: string;
  href: string;
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The picture and, over it, one plain link per bar for pointer users (a bar leads to the list it counts). The
 * links are hidden from screen readers and the keyboard: the same links are in the legend and the table, and
 * an image (role="img") may not hold focusable content.
 */
export function ChartPlot({
  viewBox,
  hits,
  children,
}: {
  viewBox: { width: number; height: number };
  hits: ChartHit[];
  children: ReactNode;
}) {
  const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(3)}%`;
  return (
    <div className="chart-plot">
      {children}
      {hits.length ? (
        <div aria-hidden="true">
          {hits.map((h) => (
            <a
              key={h.key}
              href={h.href}
              tabIndex={-1}
              title={h.title}
              className="chart-hit"
              style={{
                left: pct(h.x, viewBox.width),
                top: pct(h.y, viewBox.height),
                width: pct(h.width, viewBox.width),
                height: pct(h.height, viewBox.height),
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A legend entry: a colour swatch and the series name (a link to its list when it has one). */
export function LegendItem({ color, label, href }: { color: string; label: string; href?: string }) {
  const swatch = <span className="legend-swatch" style={{ background: color }} aria-hidden="true" />;
  return (
    <li>
      {href ? (
        <a href={href}>
          {swatch}
          {label}
        </a>
      ) : (
        <>
          {swatch}
          {label}
        </>
      )}
    </li>
  );
}
