import Link from 'next/link';
import { ConfirmSubmit, ErrorMessage, Flash } from '@/components/ui';
import type { FormState } from '@/server/core/http/form-state-initial';
import type { SavedViewDto } from '@/server/saved-views/schemas';
import { SaveViewForm } from './save-view-form';

/**
 * A list's saved views as tabs above its filters: "All" (no filters) first, then the user's views; the tab whose
 * filters are the current ones is the current page. Below them, "Save view" for the current filters and a
 * delete (confirmed first) per view. Plain links and forms: works without JavaScript.
 */
export function SavedViewTabs({
  views,
  currentQuery,
  basePath,
  saveAction,
  deleteAction,
  notice,
}: {
  views: SavedViewDto[];
  /** The current filters, normalised as views store them ('' = none). */
  currentQuery: string;
  basePath: string;
  saveAction: (prev: FormState, form: FormData) => Promise<FormState>;
  deleteAction: (form: FormData) => Promise<void>;
  /** What the last delete did: deleted, or the error's message. */
  notice?: { deleted?: boolean; error?: string | null };
}) {
  const href = (query: string) => (query ? `${basePath}?${query}` : basePath);
  const titleId = `save-view-${basePath.replace(/\W+/g, '')}`;
  return (
    <div className="saved-views section">
      {notice?.deleted ? <Flash>Saved view deleted.</Flash> : null}
      <ErrorMessage>{notice?.error}</ErrorMessage>
      <nav aria-label="Saved views">
        <p className="saved-views-label" aria-hidden="true">
          Saved views
        </p>
        <ul className="saved-view-tabs">
          <li>
            <Link href={basePath} aria-current={currentQuery === '' ? 'page' : undefined}>
              All
            </Link>
          </li>
          {views.map((v) => (
            <li key={v.id}>
              <Link href={href(v.query)} aria-current={currentQuery === v.query ? 'page' : undefined}>
                {v.name}
              </Link>
              <ConfirmSubmit
                action={deleteAction}
                label={`Delete view “${v.name}”`}
                confirmLabel="Yes, delete the view"
                fields={{ view_id: v.id, back: currentQuery }}
              >
                Delete the saved view <strong>{v.name}</strong>? Only the view goes; the list is not changed.
              </ConfirmSubmit>
            </li>
          ))}
        </ul>
      </nav>
      {currentQuery ? (
        <SaveViewForm action={saveAction} query={currentQuery} titleId={titleId} />
      ) : (
        <p className="muted">Filter the list to save the filters as a view.</p>
      )}
    </div>
  );
}
