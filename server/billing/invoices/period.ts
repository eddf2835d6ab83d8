import { AppError } from '@/server/core/errors';
import { PERIOD_PATTERN } from '../schemas';

/** A billing period YYYY-MM: its first instant and the first instant after it (UTC). */
export function periodBounds(period: string): { start: Date; end: Date } {
  const m = PERIOD_PATTERN.exec(period);
  if (!m) throw new AppError('VALIDATION_ERROR', 'A period is a month: YYYY-MM.');
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return { start: new Date(Date.UTC(y, mo - 1, 1)), end: new Date(Date.UTC(y, mo, 1)) };
}

/** The period (YYYY-MM, UTC) an instant falls in. */
export function periodOf(d: Date): string {
  return d.toISOString().slice(0, 7);
}

/** The month before the one an instant falls in. */
export function previousPeriod(d: Date): string {
  return periodOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)));
}
