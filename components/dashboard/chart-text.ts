import { formatNumber, shortDate } from '@/components/charts/scale';
import type { DashboardPeriod } from '@/server/dashboard/period';
import { NOT_CANCELLED_RETURN_STATUSES } from '@/server/returns/return-states';

/** What the dashboard's charts share: the links to the lists they summarise, and their words for days. */
/** A list's URL with these filters (empty ones left out). */
export function listHref(path: string, filters: Record<string, string | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

// The return charts leave cancelled returns out (server/dashboard/returns-of-period.ts), so do their links.
export const inPeriod = (p: DashboardPeriod) => ({ created_from: p.firstDate, created_to: p.lastDate });
export const oneDay = (date: string) => ({ created_from: date, created_to: date });
export const returnsListHref = (filters: Record<string, string | null | undefined>) =>
  listHref('/returns', { status: NOT_CANCELLED_RETURN_STATUSES, ...filters });

/** Every day labelled on a week; every 5th or 15th on longer periods, counted back from today. */
export function axisLabel(p: DashboardPeriod, i: number): string {
  const every = p.days <= 7 ? 1 : p.days <= 30 ? 5 : 15;
  return (p.dates.length - 1 - i) % every === 0 ? shortDate(p.dates[i]!) : '';
}

export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const periodWords = (p: DashboardPeriod) => `${shortDate(p.firstDate)} to ${shortDate(p.lastDate)}`;

export function busiest(days: { date: string; value: number }[]): string {
  const best = days.reduce((a, b) => (b.value > a.value ? b : a), days[0]!);
  return `most on ${shortDate(best.date)} (${formatNumber(best.value)})`;
}
