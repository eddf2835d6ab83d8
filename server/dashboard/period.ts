import { now } from '@/server/core/clock';

/** The periods the dashboard offers, in days; the default when `?period=` is absent or not one of them. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriodDays = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_PERIOD_DAYS: DashboardPeriodDays = 30;

/**
 * A period of whole UTC days ending today: `from` is the start of the first day, `to` the start of tomorrow
 * (exclusive), `dates` every day as YYYY-MM-DD, oldest first. Days are UTC days, as the lists' date filters are
 * (a date in `created_from`/`created_to` means its whole UTC day), so a bar and the list it links to agree.
 */
export interface DashboardPeriod {
  days: DashboardPeriodDays;
  from: Date;
  to: Date;
  dates: string[];
  /** First and last day (YYYY-MM-DD), for the lists' `created_from` and `created_to`. */
  firstDate: string;
  lastDate: string;
}

const DAY_MS = 86_400_000;

export function parsePeriodDays(value: string | undefined): DashboardPeriodDays {
  const n = Number(value);
  return (DASHBOARD_PERIODS as readonly number[]).includes(n)
    ? (n as DashboardPeriodDays)
    : DEFAULT_PERIOD_DAYS;
}

export function dashboardPeriod(days: DashboardPeriodDays, at: Date = now()): DashboardPeriod {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => isoDate(new Date(from.getTime() + i * DAY_MS)));
  return {
    days,
    from,
    to: new Date(today + DAY_MS),
    dates,
    firstDate: dates[0]!,
    lastDate: dates[dates.length - 1]!,
  };
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
