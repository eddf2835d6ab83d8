import Link from 'next/link';
import { searchParam } from '@/server/core/http/list-filters';

export type SearchParams = Record<string, string | string[] | undefined>;

export { searchParam } from '@/server/core/http/list-filters';

/**
 * The furthest a list may be paged: beyond it (a crafted `offset=99999999999999999999`, `Infinity`, `1e400`)
 * the page is simply empty, never a database error.
 */
export const MAX_OFFSET = 1_000_000_000;

/** Reads `offset` and `limit` from a page's searchParams, clamped to sane values (limit 1-100 on screens). */
export function pageFromSearchParams(sp: SearchParams, defaultLimit = 25): { offset: number; limit: number } {
  const raw = Number(searchParam(sp.offset));
  const offset = Number.isFinite(raw)
    ? Math.min(MAX_OFFSET, Math.max(0, Math.floor(raw)))
    : raw > 0
      ? MAX_OFFSET
      : 0;
  const limitRaw = Math.floor(Number(searchParam(sp.limit)) || defaultLimit);
  return { offset, limit: Math.min(100, Math.max(1, limitRaw)) };
}

/** `basePath?…` keeping every other filter of the current page and replacing `offset`. */
export function hrefWith(
  basePath: string,
  sp: SearchParams,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, one);
  }
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '' || v === 0) params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/** Server-side pagination: plain links (no JavaScript), "Showing 26-50 of 130". */
export function Pagination({
  total,
  offset,
  limit,
  basePath,
  searchParams,
  label = 'Pages',
}: {
  total: number;
  offset: number;
  limit: number;
  basePath: string;
  searchParams: SearchParams;
  label?: string;
}) {
  if (total === 0) return null;
  const from = Math.min(offset + 1, total);
  const to = Math.min(offset + limit, total);
  const prev = offset > 0 ? Math.max(0, offset - limit) : null;
  const next = offset + limit < total ? offset + limit : null;
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination-status">
        Showing {from}–{to} of {total}
      </p>
      <ul>
        <li>
          {prev !== null ? (
            <Link href={hrefWith(basePath, searchParams, { offset: prev })} rel="prev">
              ← Previous
            </Link>
          ) : (
            <span aria-disabled="true" className="disabled">
              ← Previous
            </span>
          )}
        </li>
        <li>
          {next !== null ? (
            <Link href={hrefWith(basePath, searchParams, { offset: next })} rel="next">
              Next →
            </Link>
          ) : (
            <span aria-disabled="true" className="disabled">
              Next →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
