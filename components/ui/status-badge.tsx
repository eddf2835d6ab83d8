type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Colour of a status word, shared by orders, returns, labels, deliveries, units. Unknown words are neutral. */
const TONES: Record<string, Tone> = {
  draft: 'neutral',
  passive: 'neutral',
  deleted: 'neutral',
  cancelled: 'neutral',
  confirmed: 'info',
  processing: 'info',
  pending: 'info',
  pending_merchant_decision: 'warning',
  waiting_products: 'warning',
  problem: 'danger',
  failed: 'danger',
  blocked: 'danger',
  written_off: 'danger',
  accepted: 'info',
  arrived: 'info',
  in_transit: 'info',
  processed: 'success',
  complete: 'success',
  completed: 'success',
  delivered: 'success',
  dispatched: 'success',
  succeeded: 'success',
  on_shelf: 'success',
  reserved: 'info',
  picking: 'info',
  not_shelved: 'warning',
  active: 'success',
  inactive: 'neutral',
  revoked: 'neutral',
  // an inbound notice, and its lines' discrepancies
  announced: 'neutral',
  receiving: 'info',
  short: 'danger',
  over: 'warning',
  damaged: 'danger',
  unexpected: 'warning',
  late: 'warning',
  // a return's exchange
  waiting: 'info',
  held: 'warning',
  released: 'success',
};

export function humanize(status: string): string {
  const s = status.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A status shown as a word in a coloured pill (the word carries the meaning; colour only helps). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = TONES[status] ?? 'neutral';
  return <span className={`badge badge-${tone}`}>{label ?? humanize(status)}</span>;
}
