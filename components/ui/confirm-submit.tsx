import type { ReactNode } from 'react';

/**
 * A destructive action that confirms first, without client JavaScript: the first button opens a disclosure
 * that says what will happen; only its second button submits the form to the server action.
 * Hidden inputs (ids, return path) go in `fields`.
 */
export function ConfirmSubmit({
  action,
  label,
  confirmLabel,
  children,
  fields = {},
}: {
  action: (formData: FormData) => void | Promise<void>;
  label: string;
  confirmLabel?: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  fields?: Record<string, string>;
}) {
  return (
    <details className="confirm">
      <summary className="btn btn-danger">{label}</summary>
      <form action={action} className="confirm-panel">
        {Object.entries(fields).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className="confirm-text">{children}</div>
        <button type="submit" className="btn btn-danger">
          {confirmLabel ?? `Yes, ${label.toLowerCase()}`}
        </button>
      </form>
    </details>
  );
}
