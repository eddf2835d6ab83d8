import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';

/** The oldest instant of the outbox's events still shown and replayed (EVENTS_RETENTION_DAYS, 30 by default). */
export function eventsCutoff(): Date {
  return new Date(now().getTime() - config.eventsRetentionDays * 86_400_000);
}
