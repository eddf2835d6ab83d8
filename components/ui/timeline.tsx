import type { TimelineEntry } from '@/server/activity/timeline-entry';

export type { TimelineEntry };

const ACTOR_KIND: Record<string, string> = {
  user: 'portal user',
  api_client: 'API client',
  system: 'system',
};

export function formatDateTime(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The history of an order, return or product from activity_log rows: what, who (user or API client), when. */
export function Timeline({ entries, title = 'History' }: { entries: TimelineEntry[]; title?: string }) {
  return (
    <section className="timeline" aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">No changes recorded yet.</p>
      ) : (
        <ol>
          {entries.map((e) => {
            const at = typeof e.at === 'string' ? e.at : e.at.toISOString();
            return (
              <li key={e.id}>
                <time dateTime={at}>{formatDateTime(e.at)}</time>
                <span className="timeline-action">{e.action.replace(/[._]/g, ' ')}</span>
                <span className="timeline-actor">
                  by {e.actorLabel ?? 'unknown'} ({ACTOR_KIND[e.actorType] ?? e.actorType})
                </span>
                {e.note ? <span className="timeline-note">{e.note}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
