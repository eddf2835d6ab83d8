import { csvLine } from '@/server/core/csv';
import type { EventDto } from './schemas';

/**
 * The events feed as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per event with
 * its data as compact JSON, as GET /v1/events lists it.
 */
export const EVENT_CSV_COLUMNS = ['id', 'type', 'created_at', 'pending_endpoints', 'data'] as const;

export function eventCsvLine(e: EventDto): string {
  return csvLine([e.id, e.type, e.created_at, e.pending_endpoints, JSON.stringify(e.data)]);
}
