import type { ReactNode } from 'react';

/** A success or information message (announced politely to screen readers). */
export function Flash({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'info' }) {
  if (!children) return null;
  return (
    <div className={`flash flash-${tone}`} role="status">
      {children}
    </div>
  );
}

/** An error message in plain words (announced at once). Pass the AppError's user-facing message. */
export function ErrorMessage({ children, title }: { children: ReactNode; title?: string }) {
  if (!children) return null;
  return (
    <div className="flash flash-error" role="alert">
      {title ? <strong>{title} </strong> : null}
      {children}
    </div>
  );
}
