import type { ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-align numbers. */
  numeric?: boolean;
  /**
   * People's free text (names, references, addresses, URLs), which may be one long word: it wraps anywhere inside
   * its cell, which keeps a readable width. Every other cell (and every header) keeps its words whole
   * (docs/decisions/portal.md "Tables").
   */
  text?: boolean;
}

const cellClass = (c: Column<unknown>) =>
  [c.numeric ? 'num' : '', c.text ? 'cell-text' : ''].filter(Boolean).join(' ') || undefined;

/**
 * A data table with a caption (screen readers announce it; pass `captionHidden` to keep it visual-only hidden).
 * On narrow screens each row becomes a card and each cell a line labelled with its column's header (CSS
 * `.table-cards`, from the header text given to `data-label`), so a list never scrolls sideways.
 */
export function Table<T>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="table-wrap">
      <table className="table table-cards">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (
                <td
                  key={i}
                  className={cellClass(c as Column<unknown>)}
                  data-label={typeof c.header === 'string' ? c.header : undefined}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
